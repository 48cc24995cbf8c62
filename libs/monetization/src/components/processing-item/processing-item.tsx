import { useId } from 'react';
import {
  monetizationMessages as text,
  type RecordingJob,
} from '@ruume/contracts';
import { Button, ProgressBar, RecordingDot, Spinner } from '@ruume/ui-kit';
import { formatRecordingDate } from '../../utils/format';
import {
  StyledMeta,
  StyledName,
} from '../recording-item/recording-item.styles';
import {
  StyledFailure,
  StyledItem,
  StyledStatus,
} from './processing-item.styles';

export interface ProcessingItemProps {
  job: RecordingJob;
  /** A failed one only: asks to dismiss it. */
  onDismiss: () => void;
}

/** Where a meeting recording is on its way to the library: recording, queued, composing, failed. */
function JobStatus({
  job,
  nameId,
  onDismiss,
}: ProcessingItemProps & { nameId: string }) {
  if (job.status === 'recording')
    return (
      <StyledStatus>
        <RecordingDot live />
        {text.processingStatus.recording}
      </StyledStatus>
    );
  if (job.status === 'failed')
    return (
      <StyledFailure>
        <p>{text.processingFailed(job.error)}</p>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          onClick={onDismiss}
        >
          {text.dismiss}
        </Button>
      </StyledFailure>
    );
  if (job.progress === null)
    return (
      <StyledStatus>
        <Spinner size="sm" tone="primary" decorative />
        {text.processingStatus.waiting}
      </StyledStatus>
    );
  return (
    <ProgressBar label={text.processingLabel} value={job.progress} size="sm" />
  );
}

/** One meeting recording not in the library yet: its name, where it was made, and its state. */
export function ProcessingItem({ job, onDismiss }: ProcessingItemProps) {
  const nameId = useId();
  return (
    <StyledItem aria-labelledby={nameId}>
      <StyledName id={nameId}>{job.name}</StyledName>
      <StyledMeta>
        {job.meeting && <li>{text.recordedIn(job.meeting.name)}</li>}
        <li>
          <time dateTime={job.startedAt}>
            {formatRecordingDate(job.startedAt)}
          </time>
        </li>
      </StyledMeta>
      <JobStatus job={job} nameId={nameId} onDismiss={onDismiss} />
    </StyledItem>
  );
}
