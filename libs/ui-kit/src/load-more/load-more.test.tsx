import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { LoadMore } from './load-more';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: Callback[] = [];

beforeEach(() => {
  observed = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    class {
      constructor(callback: Callback) {
        observed.push(callback);
      }
      observe = jest.fn();
      disconnect() {
        observed = [];
      }
    };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown })
    .IntersectionObserver;
});

it('asks for the next page as the end of the list scrolls into view', () => {
  const onLoadMore = jest.fn();
  renderWithTheme(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
  act(() =>
    observed.forEach((callback) => callback([{ isIntersecting: true }])),
  );
  expect(onLoadMore).toHaveBeenCalledTimes(1);
});

it('asks with the button too, and only by hand after a failure', async () => {
  const onLoadMore = jest.fn();
  renderWithTheme(
    <LoadMore hasMore loading={false} failed onLoadMore={onLoadMore} />,
  );
  expect(observed).toHaveLength(0);
  expect(screen.getByText('the next page could not be loaded')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'try again' }));
  expect(onLoadMore).toHaveBeenCalledTimes(1);
});

it('shows nothing on the last page', () => {
  renderWithTheme(
    <LoadMore hasMore={false} loading={false} onLoadMore={jest.fn()} />,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
