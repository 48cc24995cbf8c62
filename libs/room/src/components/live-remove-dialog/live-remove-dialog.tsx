import { useState } from 'react';
import {
  ROOM_REMOVAL_REASON_MAX_LENGTH,
  liveRoomMessages,
} from '@ruume/contracts';
import { ConfirmDialog, TextField } from '@ruume/ui-kit';

const text = liveRoomMessages;

export interface LiveRemoveDialogProps {
  name: string;
  onRemove: (reason: string) => void;
  onClose: () => void;
}

/** Removing someone, asked once, with a reason they will read on the page they land on. */
export function LiveRemoveDialog({
  name,
  onRemove,
  onClose,
}: LiveRemoveDialogProps) {
  const [reason, setReason] = useState('');
  const remove = () => {
    onRemove(reason.trim());
    onClose();
  };
  return (
    <ConfirmDialog
      title={text.removeTitle(name)}
      description={text.removeText}
      cancelLabel={text.keep}
      confirmLabel={text.removeConfirm}
      closeLabel={liveRoomMessages.close}
      onConfirm={remove}
      onCancel={onClose}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          remove();
        }}
      >
        <TextField
          label={text.removeReasonLabel}
          hint={text.removeReasonHint}
          value={reason}
          maxLength={ROOM_REMOVAL_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </ConfirmDialog>
  );
}
