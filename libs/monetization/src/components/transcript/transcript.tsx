import { useDeferredValue, useMemo, useState } from 'react';
import { monetizationMessages, type TranscriptSegment } from '@ruume/contracts';
import { Text, TextField } from '@ruume/ui-kit';
import { matchLines } from './match-lines';
import { TranscriptLine } from './transcript-line';
import {
  StyledCount,
  StyledLines,
  StyledTranscript,
} from './transcript.styles';

const text = monetizationMessages.summary;

export interface TranscriptProps {
  segments: readonly TranscriptSegment[];
  /** Where the player is, to mark the line being played; null before it plays. */
  currentMs: number | null;
  /** Plays the recording from `ms`. */
  onSeek: (ms: number) => void;
}

const isPlaying = (segment: TranscriptSegment, ms: number | null) =>
  ms !== null && ms >= segment.startMs && ms < segment.endMs;

/** The searchable transcript: typing keeps the lines that hold the words, marked. */
export function Transcript({ segments, currentMs, onSeek }: TranscriptProps) {
  const [query, setQuery] = useState('');
  // Long transcripts filter behind the typing, not in its way.
  const searched = useDeferredValue(query).trim();
  const lines = useMemo(
    () => matchLines(segments, searched),
    [segments, searched],
  );

  if (segments.length === 0)
    return (
      <Text size="sm" tone="muted">
        {text.transcriptEmpty}
      </Text>
    );
  return (
    <StyledTranscript>
      <TextField
        type="search"
        label={text.searchLabel}
        hideLabel
        placeholder={text.searchPlaceholder}
        leadingIcon="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <StyledCount role="status">
        {searched &&
          (lines.length > 0
            ? text.matches(lines.length, segments.length)
            : text.noLinesMatch(searched))}
      </StyledCount>
      {lines.length > 0 && (
        <StyledLines>
          {lines.map(({ index, segment }) => (
            <li key={index}>
              <TranscriptLine
                segment={segment}
                query={searched}
                active={isPlaying(segment, currentMs)}
                onSeek={onSeek}
              />
            </li>
          ))}
        </StyledLines>
      )}
    </StyledTranscript>
  );
}
