import { monetizationMessages as text, type Recording } from '@ruume/contracts';
import { ConfirmDialog, toast } from '@ruume/ui-kit';
import { useDeleteRecordingMutation } from '../../api/monetization-api';

export interface DeleteRecordingProps {
  recording: Pick<Recording, 'id' | 'name'>;
  onClose: () => void;
}

/** Deleting a recording, once confirmed: its file, poster and share link go with it. */
export function DeleteRecording({ recording, onClose }: DeleteRecordingProps) {
  const [remove, { isLoading, isError }] = useDeleteRecordingMutation();
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
    <ConfirmDialog
      title={text.deleteConfirmTitle}
      description={text.deleteConfirmText(recording.name)}
      cancelLabel={text.keepRecording}
      confirmLabel={text.deleteConfirm}
      busy={isLoading}
      busyLabel={text.deleting}
      error={isError && text.deleteFailed}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
