import type { ReactNode } from 'react';
import { messages } from '@ruume/contracts';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { Stack } from '../stack/stack';

export interface ConfirmDialogProps {
  /** Shown while true (default): mount it conditionally or drive `open`. */
  open?: boolean;
  title: string;
  /** What happens once confirmed: said before the user decides. */
  description?: ReactNode;
  /** The change ('delete recording'). */
  confirmLabel: string;
  /** The safe way out ('keep it'); 'cancel' unless told. */
  cancelLabel?: string;
  /** The confirm button's label while the change runs ('deleting…'). */
  busyLabel?: string;
  /** The change is running: both buttons wait, the dialog cannot be dismissed. */
  busy?: boolean;
  /** 'danger' (red, the default) for what cannot be undone; 'primary' otherwise. */
  tone?: 'danger' | 'primary';
  /** The confirm button waits for something (an email typed to confirm). */
  confirmDisabled?: boolean;
  /** Why the last try failed, shown in the dialog; the user can try again or leave. */
  error?: ReactNode;
  /** Name of the close button (the dialog's own language). */
  closeLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** More to read or fill in before confirming (a reason, a typed email). */
  children?: ReactNode;
}

/**
 * A change asked once: the safe button first, the change in red (or primary), the failure
 * inside the dialog. Holds no request state: the caller says when it is busy or failed.
 */
export function ConfirmDialog({
  open = true,
  title,
  description,
  confirmLabel,
  cancelLabel = messages.cancel,
  busyLabel,
  busy = false,
  tone = 'danger',
  confirmDisabled = false,
  error,
  closeLabel,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  const body =
    children || error ? (
      <Stack gap={4}>
        {children}
        {error && <Alert tone="danger">{error}</Alert>}
      </Stack>
    ) : undefined;
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      description={description}
      size="sm"
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone}
            busy={busy}
            busyLabel={busyLabel}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
