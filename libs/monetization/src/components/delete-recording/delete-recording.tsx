import {
  monetizationMessages as text,
  type MeetingRecording,
} from '@ruume/contracts';
import { Alert, Button, Modal, toast } from '@ruume/ui-kit';
import { useDeleteRecordingMutation } from '../../api/monetization-api';

export interface DeleteRecordingProps {
  recording: Pick<MeetingRecording, 'id' | 'name'>;
  onClose: () => void;
}

/** Deleting a recording, once confirmed: its file, poster and share link go with it. */
export function DeleteRecording({ recording, onClose }: DeleteRecordingProps) {
  const [remove, { isLoading, isError }] = useDeleteRecordingMutation();
  const close = () => {
    if (!isLoading) onClose();
  };
  const confirm = async () => {
    const result = await remove({ id: recording.id });
    if ('error' in result) {
      console.error('deleting the recording failed', result.error);
      return;
    }
    toast.success(text.recordingDeleted);
    onClose();
  };
  return (
    <Modal
      open
      onClose={close}
      title={text.deleteConfirmTitle}
      description={text.deleteConfirmText(recording.name)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isLoading}>
            {text.keepRecording}
          </Button>
          <Button
            variant="danger"
            busy={isLoading}
            busyLabel={text.deleting}
            onClick={() => void confirm()}
          >
            {text.deleteConfirm}
          </Button>
        </>
      }
    >
      {isError && <Alert tone="danger">{text.deleteFailed}</Alert>}
    </Modal>
  );
}
