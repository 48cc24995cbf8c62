import { useState } from 'react';
import { roomsMessages as text } from '@ruume/contracts';
import { Alert, Button, Modal, toast } from '@ruume/ui-kit';

export interface ConfirmDialogProps {
  title: string;
  description: string;
  /** The safe way out ('keep room'). */
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  /** Said in a toast once done. */
  doneMessage: string;
  failedMessage: string;
  /** The change; resolves with an error object when it failed (RTK Query's result). */
  onConfirm: () => Promise<{ error?: unknown }>;
  onClose: () => void;
}

/** A destructive change, asked once: the safe button first, the change in red. */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  busyLabel,
  doneMessage,
  failedMessage,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const result = await onConfirm();
    setBusy(false);
    if (result.error !== undefined) {
      console.error(`${confirmLabel} failed`, result.error);
      setFailed(true);
      return;
    }
    toast.success(doneMessage);
    onClose();
  };
  return (
    <Modal
      open
      onClose={close}
      title={title}
      description={description}
      size="sm"
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {keepLabel}
          </Button>
          <Button
            variant="danger"
            busy={busy}
            busyLabel={busyLabel}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failed && <Alert tone="danger">{failedMessage}</Alert>}
    </Modal>
  );
}
