import { useId, useState } from 'react';
import { errorMessage } from '@ruume/api-client';
import {
  monetizationMessages as text,
  type RecordingJob,
} from '@ruume/contracts';
import { Heading, LoadError, Spinner, Stack } from '@ruume/ui-kit';
import {
  monetizationApi,
  useProcessingQuery,
} from '../../api/monetization-api';
import { DismissProcessing } from '../dismiss-processing/dismiss-processing';
import { ProcessingItem } from '../processing-item/processing-item';
import { StyledList } from '../recording-list/recording-list.styles';
import { StyledListSection } from '../recordings-screen/recordings-screen.styles';

/** How often the list is read again while a recording runs or is processed. */
export const PROCESSING_POLL_MS = 3000;

/** Still moving: recording, queued or composing (a failed one waits for its owner). */
const moving = (job: RecordingJob) => job.status !== 'failed';

/**
 * Meeting recordings on their way to the library (GET meeting-recording/processing), above the
 * recordings: read again every 3 s while one moves; one that leaves the list is in the library
 * (the slice refreshes the recordings then). Nothing shown when there are none.
 */
export function ProcessingRecordings() {
  const titleId = useId();
  // The last answer decides the interval: polling while one moves, none after.
  const { data } = monetizationApi.endpoints.processing.useQueryState();
  const processing = useProcessingQuery(undefined, {
    pollingInterval: data?.processing.some(moving) ? PROCESSING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [dismissing, setDismissing] = useState<RecordingJob | null>(null);
  const jobs = processing.data?.processing ?? [];

  if (processing.isLoading)
    return (
      <Stack align="center">
        <Spinner size="md" tone="primary" label={text.processingLoading} />
      </Stack>
    );
  if (processing.isError)
    return (
      <LoadError
        title={text.processingLoadFailed}
        message={errorMessage(processing.error)}
        onRetry={() => void processing.refetch()}
      />
    );
  if (jobs.length === 0) return null;

  return (
    <StyledListSection aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId}>
        {text.processingTitle}
      </Heading>
      <StyledList>
        {jobs.map((job) => (
          <li key={job.id}>
            <ProcessingItem job={job} onDismiss={() => setDismissing(job)} />
          </li>
        ))}
      </StyledList>
      {dismissing && (
        <DismissProcessing
          job={dismissing}
          onClose={() => setDismissing(null)}
        />
      )}
    </StyledListSection>
  );
}
