// pocketsphinx_batch's word segmentation (`-hypseg`), turned into transcript lines. One line per
// utterance: `<uttid> S <scale> T <score> A <acoustic> L <language>`, then for each word its
// start frame, acoustic and language scores and the word, and last the utterance's end frame;
// frames are 10 ms from the utterance's start. The utterance ids say where each one starts in
// the file (`s<ms>`, written by the decoder's control file: utteranceId).
import type { TranscriptSegment } from '@ruume/contracts';

export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

const FRAME_MS = 10;
/** <s>, </s>, <sil>, [NOISE], [SPEECH] and the like: sounds, not words. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/** The id an utterance starting `startMs` into its file is decoded under. */
export const utteranceId = (startMs: number) => `s${startMs}`;

/** The timed words of one segmentation line, from the file's start; none for fillers or other lines. */
export function parseSegmentationLine(line: string): TimedWord[] {
  const fields = line.trim().split(/\s+/);
  const from = /^s(\d+)$/.exec(fields[0] ?? '');
  if (!from || fields[1] !== 'S') return [];
  const fromMs = Number(from[1]);
  // After `id S n T n A n L n`: (frame, acoustic, language, word)*, then the end frame.
  const entries = fields.slice(9);
  const words: TimedWord[] = [];
  for (let i = 0; i + 4 < entries.length; i += 4) {
    // "to(2)" is the dictionary's second pronunciation of "to".
    const word = entries[i + 3].replace(/\(\d+\)$/, '');
    if (FILLER.test(word) || word === '') continue;
    words.push({
      word,
      startMs: fromMs + Number(entries[i]) * FRAME_MS,
      endMs: fromMs + Number(entries[i + 4]) * FRAME_MS,
    });
  }
  return words.every((w) => Number.isFinite(w.startMs + w.endMs)) ? words : [];
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
