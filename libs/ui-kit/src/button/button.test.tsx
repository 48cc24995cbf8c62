import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is a button that reacts to clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button onClick={onClick}>Continue</Button>,
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('submits a form when asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    const { user } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit">Continue</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, marked aria-busy, shows a spinner and the busy label', async () => {
    const onClick = jest.fn();
    const { user, rerender } = renderWithTheme(
      <Button busyLabel="Checking..." onClick={onClick}>
        Continue
      </Button>,
    );
    expect(
      screen.getByRole('button', { name: 'Continue' }),
    ).not.toHaveAttribute('aria-busy');

    rerender(
      <Button busy busyLabel="Checking..." onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Checking...' });
    await user.click(button);

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg')).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label while busy when no busy label is given', () => {
    renderWithTheme(<Button busy>Saving</Button>);

    expect(screen.getByRole('button', { name: 'Saving' })).toBeDisabled();
  });

  it('does not react when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a router link with `as` and navigates', async () => {
    const { user } = renderWithTheme(
      <Button as={Link} to="/dashboard" variant="secondary">
        back to home
      </Button>,
      { route: '/kick', path: '/kick' },
    );

    const link = screen.getByRole('link', { name: 'back to home' });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(link).not.toHaveAttribute('type');

    await user.click(link);
    expect(screen.getByText('Navigated to /dashboard')).toBeInTheDocument();
  });

  it('renders as a plain anchor for external destinations', () => {
    renderWithTheme(
      <Button as="a" href="/api/v1/download/public/free/abc">
        click here
      </Button>,
    );

    expect(screen.getByRole('link', { name: 'click here' })).toHaveAttribute(
      'href',
      '/api/v1/download/public/free/abc',
    );
  });

  it('a busy link is announced as disabled and ignores clicks', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button as="a" href="#pay" busy onClick={onClick}>
        Pay
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Pay' });
    await user.click(link);

    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the element', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderWithTheme(<Button ref={ref}>Donate</Button>);

    expect(ref.current).toBe(screen.getByRole('button', { name: 'Donate' }));
  });
});
