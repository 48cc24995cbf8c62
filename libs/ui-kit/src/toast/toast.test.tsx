import { act, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { toast, Toaster } from './toast';

describe('Toaster', () => {
  afterEach(() => act(() => void toast.dismiss()));

  it('shows a toast message in a labelled notifications region', async () => {
    renderWithTheme(<Toaster />);

    act(() => void toast('copied to clipboard', { duration: 3000 }));

    expect(await screen.findByText('copied to clipboard')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: /Notifications/ }),
    ).toBeInTheDocument();
  });

  it('shows success and error toasts with their message', async () => {
    renderWithTheme(<Toaster />);

    act(() => void toast.success('password successfully updated'));
    act(() => void toast.error('sorry, something went wrong'));

    expect(
      await screen.findByText('password successfully updated'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('sorry, something went wrong'),
    ).toBeInTheDocument();
  });

  it('removes a toast when it is dismissed', async () => {
    renderWithTheme(<Toaster />);

    let id: string | number = '';
    act(
      () =>
        void (id = toast(
          'a verification email has been sent to the new address on file.',
        )),
    );
    const message = await screen.findByText(
      'a verification email has been sent to the new address on file.',
    );

    act(() => void toast.dismiss(id));

    await waitForElementToBeRemoved(message);
  });
});
