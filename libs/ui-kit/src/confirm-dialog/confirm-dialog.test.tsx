import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  title: 'delete this recording?',
  confirmLabel: 'delete recording',
  cancelLabel: 'keep it',
  busyLabel: 'deleting…',
};

it('confirms or keeps, the safe button first', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />,
  );
  const dialog = screen.getByRole('dialog', { name: props.title });
  const buttons = screen.getAllByRole('button').map((b) => b.textContent);
  expect(buttons.indexOf('keep it')).toBeLessThan(
    buttons.indexOf('delete recording'),
  );
  expect(dialog).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'keep it' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  await userEvent.click(
    screen.getByRole('button', { name: 'delete recording' }),
  );
  expect(onConfirm).toHaveBeenCalledTimes(1);
});

it('cannot be dismissed while the change runs, and shows a failure inside', async () => {
  const onCancel = jest.fn();
  const { rerender } = renderWithTheme(
    <ConfirmDialog {...props} busy onConfirm={jest.fn()} onCancel={onCancel} />,
  );
  expect(screen.getByRole('button', { name: 'keep it' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).not.toHaveBeenCalled();
  rerender(
    <ConfirmDialog
      {...props}
      error="this recording could not be deleted."
      onConfirm={jest.fn()}
      onCancel={onCancel}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'this recording could not be deleted.',
  );
});
