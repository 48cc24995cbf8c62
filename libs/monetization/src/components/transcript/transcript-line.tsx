import { memo } from 'react';
import { monetizationMessages, type TranscriptSegment } from '@ruume/contracts';
import { VisuallyHidden } from '@ruume/ui-kit';
import { formatTimestamp } from '../../utils/format';
import { markRuns } from './match-lines';
import {
  StyledLine,
  StyledSpeaker,
  StyledTime,
  StyledWords,
} from './transcript.styles';

const text = monetizationMessages.summary;

export interface TranscriptLineProps {
  segment: TranscriptSegment;
  query: string;
  /** Being played now. */
  active: boolean;
  onSeek: (ms: number) => void;
}

/** What was searched for, marked. */
function Marked({ words, query }: { words: string; query: string }) {
  return markRuns(words, query).map((run, index) =>
    run.marked ? <mark key={index}>{run.text}</mark> : run.text,
  );
}

/** One line of the transcript: a button that plays the recording from its start. */
export const TranscriptLine = memo(function TranscriptLine({
  segment: { startMs, speaker, text: words },
  query,
  active,
  onSeek,
}: TranscriptLineProps) {
  return (
    <StyledLine
      type="button"
      aria-current={active ? 'true' : undefined}
      onClick={() => onSeek(startMs)}
    >
      <StyledTime>
        <VisuallyHidden>{text.playFrom} </VisuallyHidden>
        {formatTimestamp(startMs)}
      </StyledTime>{' '}
      {/* The spaces part the words for screen readers; the layout drops them. */}
      <StyledWords>
        {speaker && (
          <StyledSpeaker>
            <Marked words={speaker} query={query} />
          </StyledSpeaker>
        )}{' '}
        <span>
          <Marked words={words} query={query} />
        </span>
      </StyledWords>
    </StyledLine>
  );
});
