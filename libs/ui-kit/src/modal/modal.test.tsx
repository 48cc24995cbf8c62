import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Button } from '../button/button';
import { renderWithTheme } from '../testing/render-with-theme';
import { TextField } from '../text-field/text-field';
import { Modal, type ModalProps } from './modal';

function MeetingLimit(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Create meeting</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="meeting limit reached"
        description="you have reached meeting limit in the last 24 hours."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Not now
            </Button>
            <Button>upgrade</Button>
          </>
        }
        {...props}
      >
        upgrade your plan to increase the limit.
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(
      <Modal open={false} onClose={jest.fn()} title="meeting limit reached" />,
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a modal dialog named by its title and described by its description', async () => {
    const { user } = renderWithTheme(<MeetingLimit />);

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));

    const dialog = screen.getByRole('dialog', {
      name: 'meeting limit reached',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'you have reached meeting limit in the last 24 hours.',
    );
    expect(dialog).toHaveTextContent(
      'upgrade your plan to increase the limit.',
    );
  });

  it('renders in a portal on document.body', async () => {
    const { user, container } = renderWithTheme(<MeetingLimit />);

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));

    expect(container).not.toContainElement(screen.getByRole('dialog'));
  });

  it('moves focus into the content and traps Tab inside the dialog', async () => {
    const { user } = renderWithTheme(<MeetingLimit />);

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'upgrade' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'upgrade' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const { user } = renderWithTheme(<MeetingLimit />);
    const opener = screen.getByRole('button', { name: 'Create meeting' });

    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithTheme(<MeetingLimit />);

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside the dialog', async () => {
    const { user } = renderWithTheme(<MeetingLimit />);

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    await user.click(
      screen.getByText('upgrade your plan to increase the limit.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can ignore backdrop clicks', async () => {
    const { user } = renderWithTheme(
      <MeetingLimit closeOnBackdropClick={false} />,
    );

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    await user.click(screen.getByTestId('modal-backdrop'));

    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('focuses the requested element on open', async () => {
    function Rename() {
      const [open, setOpen] = useState(false);
      const nameRef = useRef<HTMLInputElement>(null);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Rename</Button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="rename recording"
            initialFocusRef={nameRef}
          >
            <Button variant="ghost">Help</Button>
            <TextField label="name" ref={nameRef} />
          </Modal>
        </>
      );
    }
    const { user } = renderWithTheme(<Rename />);

    await user.click(screen.getByRole('button', { name: 'Rename' }));

    expect(screen.getByRole('textbox', { name: 'name' })).toHaveFocus();
  });

  it('locks page scroll while open', async () => {
    const { user } = renderWithTheme(<MeetingLimit />);

    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(document.body).toHaveStyle({ overflow: 'hidden' });

    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });
});
