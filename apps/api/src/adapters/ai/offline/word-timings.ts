// pocketsphinx_continuous's `-time yes` output, turned into transcript lines. Each utterance is
// printed as its hypothesis, then one line per word: `word start end confidence`, in seconds
// from the start of the file (silences skipped by its voice detection are counted).
import type { TranscriptSegment } from '@ruume/contracts';

export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) \S+$/;
/** <s>, </s>, <sil>, [NOISE], [SPEECH] and the like: sounds, not words. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/** A timed word from one line of output; null for hypotheses, fillers and anything else. */
export function parseWordLine(line: string): TimedWord | null {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return null;
  // "to(2)" is the dictionary's second pronunciation of "to".
  const word = match[1].replace(/\(\d+\)$/, '');
  if (FILLER.test(word) || word === '') return null;
  return {
    word,
    startMs: Math.round(Number(match[2]) * 1000),
    endMs: Math.round(Number(match[3]) * 1000),
  };
}

export interface SegmentRules {
  /** A pause longer than this starts a new line. */
  pauseMs: number;
  /** A line has at most this many words. */
  maxWords: number;
}

export const DEFAULT_SEGMENT_RULES: SegmentRules = {
  pauseMs: 800,
  maxWords: 20,
};

/**
 * Lines of the transcript from one speaker's words (in time order): a new line after a pause
 * or when a line is full; times moved by `offsetMs` onto the recording's timeline.
 */
export function wordsToSegments(
  words: readonly TimedWord[],
  speaker: string | null,
  offsetMs: number,
  rules: SegmentRules = DEFAULT_SEGMENT_RULES,
): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let line: TimedWord[] = [];
  const close = () => {
    if (line.length === 0) return;
    segments.push({
      startMs: offsetMs + line[0].startMs,
      endMs: offsetMs + line[line.length - 1].endMs,
      speaker,
      text: line.map((w) => w.word).join(' '),
    });
    line = [];
  };
  for (const word of words) {
    const last = line[line.length - 1];
    if (
      last &&
      (word.startMs - last.endMs > rules.pauseMs ||
        line.length >= rules.maxWords)
    )
      close();
    line.push(word);
  }
  close();
  return segments;
}

/** Every speaker's lines in one transcript, by start time (then end time; stable otherwise). */
export function mergeSegments(
  perSpeaker: readonly TranscriptSegment[][],
): TranscriptSegment[] {
  return perSpeaker
    .flat()
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}
