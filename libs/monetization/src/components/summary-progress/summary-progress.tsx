import { monetizationMessages, type RecordingSummary } from '@ruume/contracts';
import { ProgressBar, Spinner, Stack, Text } from '@ruume/ui-kit';
import { StyledStatus } from '../processing-item/processing-item.styles';

const text = monetizationMessages.summary;

const labels = {
  queued: text.queued,
  transcribing: text.transcribing,
  summarising: text.summarising,
} as const;

export interface SummaryProgressProps {
  summary: Pick<RecordingSummary, 'progress'> & {
    state: keyof typeof labels;
  };
}

/** A summary on its way: waiting, transcribing (how far), writing the summary. */
export function SummaryProgress({
  summary: { state, progress },
}: SummaryProgressProps) {
  return (
    // Says each new step; the bar's moving value is not read out at every poll.
    <Stack gap={3} aria-live="polite">
      {state === 'transcribing' && progress !== null ? (
        <ProgressBar label={labels.transcribing} value={progress} />
      ) : (
        <StyledStatus>
          <Spinner size="sm" tone="primary" decorative />
          {labels[state]}
        </StyledStatus>
      )}
      <Text size="sm" tone="muted">
        {text.workingNote}
      </Text>
    </Stack>
  );
}
