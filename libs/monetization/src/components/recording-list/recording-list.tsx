import { useState } from 'react';
import { errorMessage, pagedList } from '@ruume/api-client';
import {
  monetizationMessages as text,
  shareLink,
  type Currency,
  type Recording,
} from '@ruume/contracts';
import {
  Heading,
  Icon,
  LoadError,
  LoadMore,
  Spinner,
  Stack,
  Text,
  useCopyLink,
} from '@ruume/ui-kit';
import { useRecordingsInfiniteQuery } from '../../api/monetization-api';
import { browserLocation } from '../../utils/browser-location';
import type { MonetizationAccess } from '../../utils/monetization-access';
import { DeleteRecording } from '../delete-recording/delete-recording';
import { MonetizationEditor } from '../monetization-editor/monetization-editor';
import { RecordingItem } from '../recording-item/recording-item';
import { RecordingPlayer } from '../recording-player/recording-player';
import { SummaryDialog } from '../summary-dialog/summary-dialog';
import { StyledEmpty, StyledList } from './recording-list.styles';

export interface RecordingListProps {
  access: MonetizationAccess;
  defaultCurrency?: Currency;
}

/** What a dialog is open for, if any. */
type Dialog = {
  kind: 'play' | 'summary' | 'monetize' | 'delete';
  recording: Recording;
} | null;

function EmptyRecordings() {
  return (
    <StyledEmpty>
      <Icon name="video" size="xl" />
      <Heading level={3} size="md">
        {text.recordingsEmptyTitle}
      </Heading>
      <Text size="sm" tone="muted">
        {text.recordingsEmptyText}
      </Text>
    </StyledEmpty>
  );
}

/**
 * The creator's recordings (GET meeting-recording/list), with play, summary, share, price and
 * delete.
 */
export function RecordingList({ access, defaultCurrency }: RecordingListProps) {
  const recordings = useRecordingsInfiniteQuery();
  const { copy } = useCopyLink();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (recordings.isLoading)
    return (
      <Stack align="center">
        <Spinner size="lg" tone="primary" label={text.recordingsLoading} />
      </Stack>
    );
  if (recordings.isError)
    return (
      <LoadError
        title={text.recordingsLoadFailed}
        message={errorMessage(recordings.error)}
        onRetry={() => void recordings.refetch()}
      />
    );
  const { items: list, loadMore } = pagedList(recordings);
  if (list.length === 0) return <EmptyRecordings />;

  return (
    <>
      <StyledList>
        {list.map((recording) => (
          <li key={recording.id}>
            <RecordingItem
              recording={recording}
              access={access}
              onPlay={() => setDialog({ kind: 'play', recording })}
              onSummary={() => setDialog({ kind: 'summary', recording })}
              onCopyLink={() =>
                void copy(
                  shareLink(browserLocation.origin(), recording.shareId),
                )
              }
              onMonetize={() => setDialog({ kind: 'monetize', recording })}
              onDelete={() => setDialog({ kind: 'delete', recording })}
            />
          </li>
        ))}
      </StyledList>
      <LoadMore {...loadMore} />
      {dialog?.kind === 'play' && (
        <RecordingPlayer recording={dialog.recording} onClose={close} />
      )}
      {dialog?.kind === 'summary' && (
        <SummaryDialog recording={dialog.recording} onClose={close} />
      )}
      {dialog?.kind === 'monetize' && access !== 'not-on-plan' && (
        <MonetizationEditor
          recording={dialog.recording}
          access={access}
          defaultCurrency={defaultCurrency}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecording recording={dialog.recording} onClose={close} />
      )}
    </>
  );
}
