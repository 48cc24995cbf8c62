import { monetizationMessages } from '@ruume/contracts';
import { ConfirmDialog } from '@ruume/ui-kit';
import { useRegenerateSummaryMutation } from '../../api/monetization-api';

const text = monetizationMessages.summary;

export interface RegenerateSummaryProps {
  recordingId: string;
  onClose: () => void;
  /** The new one is queued (the current one is gone from view). */
  onStarted: () => void;
}

/** Making the summary again, once confirmed: the current transcript and summary are replaced. */
export function RegenerateSummary({
  recordingId,
  onClose,
  onStarted,
}: RegenerateSummaryProps) {
  const [regenerate, { isLoading, isError }] = useRegenerateSummaryMutation();
  const confirm = async () => {
    const result = await regenerate({ id: recordingId });
    if ('error' in result) {
      console.error('regenerating the summary failed', result.error);
      return;
    }
    onStarted();
    onClose();
  };
  return (
    <ConfirmDialog
      title={text.regenerateConfirmTitle}
      description={text.regenerateConfirmText}
      cancelLabel={text.keepSummary}
      confirmLabel={text.regenerateConfirm}
      tone="primary"
      busy={isLoading}
      busyLabel={text.regenerating}
      error={isError && text.regenerateFailed}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
