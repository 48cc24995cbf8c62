import {
  monetizationMessages as text,
  type RecordingJob,
} from '@ruume/contracts';
import { ConfirmDialog, toast } from '@ruume/ui-kit';
import { useDismissProcessingMutation } from '../../api/monetization-api';

export interface DismissProcessingProps {
  job: Pick<RecordingJob, 'id' | 'name'>;
  onClose: () => void;
}

/** Dismissing a meeting recording that could not be processed, once confirmed: what it recorded goes. */
export function DismissProcessing({ job, onClose }: DismissProcessingProps) {
  const [dismiss, { isLoading, isError }] = useDismissProcessingMutation();
  const confirm = async () => {
    const result = await dismiss({ id: job.id });
    if ('error' in result) {
      console.error('dismissing the recording failed', result.error);
      return;
    }
    toast.success(text.recordingDismissed);
    onClose();
  };
  return (
    <ConfirmDialog
      title={text.dismissConfirmTitle}
      description={text.dismissConfirmText(job.name)}
      cancelLabel={text.keepRecording}
      confirmLabel={text.dismissConfirm}
      busy={isLoading}
      busyLabel={text.dismissing}
      error={isError && text.dismissFailed}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
