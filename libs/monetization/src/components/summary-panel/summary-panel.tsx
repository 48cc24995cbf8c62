import { useRef } from 'react';
import { errorCode, errorMessage } from '@ruume/api-client';
import { monetizationMessages, type RecordingSummary } from '@ruume/contracts';
import { LoadError, Spinner, Stack } from '@ruume/ui-kit';
import {
  monetizationApi,
  useRecordingSummaryQuery,
} from '../../api/monetization-api';
import { GenerateSummary } from '../generate-summary/generate-summary';
import { SummaryProgress } from '../summary-progress/summary-progress';
import { SummaryReady } from '../summary-ready/summary-ready';
import { SummaryUpsell } from '../summary-upsell/summary-upsell';
import { StyledPanel } from './summary-panel.styles';

const text = monetizationMessages.summary;

/** How often a summary on its way is read again. */
export const SUMMARY_POLL_MS = 3000;

/** On its way: read again until it is ready or failed. */
export const isSummaryWorking = (summary: RecordingSummary | undefined) =>
  summary?.state === 'queued' ||
  summary?.state === 'transcribing' ||
  summary?.state === 'summarising';

export interface SummaryPanelProps {
  recordingId: string;
  /** Where the player is, in ms. */
  currentMs: number | null;
  /** Plays the recording from `ms`. */
  onSeek: (ms: number) => void;
}

/** What the panel shows for the summary's state. */
function SummaryState({
  summary,
  onStarted,
  ...player
}: Omit<SummaryPanelProps, 'recordingId'> & {
  summary: RecordingSummary;
  onStarted: () => void;
}) {
  switch (summary.state) {
    case 'ready':
      return (
        <SummaryReady summary={summary} onStarted={onStarted} {...player} />
      );
    case 'none':
    case 'failed':
      return (
        <GenerateSummary
          summary={{ ...summary, state: summary.state }}
          onStarted={onStarted}
        />
      );
    default:
      return <SummaryProgress summary={{ ...summary, state: summary.state }} />;
  }
}

/**
 * A recording's transcript and summary (GET meeting-recording/{id}/summary) in each state: read
 * again every 3 s while it is being made; not on the plan (403): the way to the plans.
 */
export function SummaryPanel({ recordingId, ...player }: SummaryPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const arg = { id: recordingId };
  // The last answer decides the interval: polling while it is being made, none after.
  const { data } =
    monetizationApi.endpoints.recordingSummary.useQueryState(arg);
  const summary = useRecordingSummaryQuery(arg, {
    pollingInterval: isSummaryWorking(data) ? SUMMARY_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  // The button that started it is gone: focus stays in the dialog, on what replaced it.
  const started = () => panel.current?.focus();

  let content;
  if (summary.isLoading)
    content = (
      <Stack align="center">
        <Spinner size="lg" tone="primary" label={text.loading} />
      </Stack>
    );
  else if (summary.isError)
    content =
      errorCode(summary.error) === 'AI_SUMMARY_NOT_IN_PLAN' ? (
        <SummaryUpsell message={errorMessage(summary.error)} />
      ) : (
        <LoadError
          title={text.loadFailed}
          message={errorMessage(summary.error)}
          onRetry={() => void summary.refetch()}
        />
      );
  else if (summary.data)
    content = (
      <SummaryState summary={summary.data} onStarted={started} {...player} />
    );
  return (
    <StyledPanel ref={panel} tabIndex={-1}>
      {content}
    </StyledPanel>
  );
}
