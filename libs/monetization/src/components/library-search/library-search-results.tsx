import {
  monetizationMessages,
  type Recording,
  type RecordingSearchHit,
} from '@ruume/contracts';
import { errorMessage } from '@ruume/api-client';
import { LoadError, Spinner, Stack, Text } from '@ruume/ui-kit';
import { useSearchRecordingsQuery } from '../../api/monetization-api';
import { formatTimestamp } from '../../utils/format';
import {
  StyledHit,
  StyledHitName,
  StyledHits,
  StyledHitText,
  StyledHitWhere,
} from './library-search.styles';

const text = monetizationMessages.librarySearch;

export interface LibrarySearchResultsProps {
  /** What was typed, trimmed. */
  query: string;
  /** Opens the recording, at the hit's moment when it has one. */
  onOpen: (recording: Recording, startMs: number | null) => void;
}

/** Where a hit was found, said for people. */
function whereOf({ source, startMs }: RecordingSearchHit): string {
  if (source === 'name') return text.inName;
  const at = startMs === null ? null : formatTimestamp(startMs);
  if (source === 'transcript') return text.inTranscript(at ?? '00:00');
  return at === null ? text.inSummary : text.inSummaryAt(at);
}

/** `words` with each word of `query` marked (any case; the search also finds their stems). */
function Marked({ words, query }: { words: string; query: string }) {
  const wanted = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (wanted.length === 0) return words;
  return words
    .split(new RegExp(`(${wanted.join('|')})`, 'giu'))
    .map((run, index) =>
      index % 2 === 1 ? <mark key={index}>{run}</mark> : run,
    );
}

/** The hits of a library search, best first; each opens its recording at its moment. */
export function LibrarySearchResults({
  query,
  onOpen,
}: LibrarySearchResultsProps) {
  const result = useSearchRecordingsQuery({ q: query });

  if (result.isError)
    return (
      <LoadError
        title={text.failed}
        message={errorMessage(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  // A new query shows its own answer, not the last one's.
  if (!result.currentData)
    return (
      <Stack align="center">
        <Spinner size="lg" tone="primary" label={text.searching} />
      </Stack>
    );
  const { hits, recordings } = result.currentData;
  const byId = new Map(
    recordings.map((recording) => [recording.id, recording]),
  );
  const shown = hits.filter((hit) => byId.has(hit.recordingId));
  return (
    <>
      <Text size="sm" tone="muted" role="status">
        {shown.length === 0 ? text.noMatch(query) : text.results(shown.length)}
      </Text>
      {shown.length > 0 && (
        <StyledHits>
          {shown.map((hit, index) => {
            const recording = byId.get(hit.recordingId) as Recording;
            return (
              <li key={`${hit.recordingId}-${hit.source}-${index}`}>
                <StyledHit
                  type="button"
                  onClick={() => onOpen(recording, hit.startMs)}
                >
                  <StyledHitName>{recording.name}</StyledHitName>{' '}
                  <StyledHitWhere>{whereOf(hit)}</StyledHitWhere>
                  {hit.source !== 'name' && (
                    <>
                      {' '}
                      <StyledHitText>
                        <Marked words={hit.text} query={query} />
                      </StyledHitText>
                    </>
                  )}
                </StyledHit>
              </li>
            );
          })}
        </StyledHits>
      )}
    </>
  );
}
