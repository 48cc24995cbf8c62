// What the summary model reads: the instructions, and the transcript as `[mm:ss] speaker: text`
// lines. A long transcript is cut at a bound (its start kept, the cut said), so one request
// fits the context of common models: 100,000 characters are ~25,000 tokens, about 1.5–2 hours
// of talk.
import { MAX_HIGHLIGHTS, type TranscriptSegment } from '@ruume/contracts';

export const DEFAULT_MAX_TRANSCRIPT_CHARS = 100_000;

export const SUMMARY_INSTRUCTIONS = [
  'You summarise a recorded online meeting from its transcript.',
  'Each transcript line is "[mm:ss] speaker: text", the time counted from the start of the meeting; a line without a speaker is from someone unknown.',
  'The transcript was made by speech recognition and may contain errors.',
  'Write in the language the meeting was held in.',
  'overview: a few sentences (two to four) on what the meeting was about and what came out of it.',
  'keyPoints: the main points discussed, one short sentence each.',
  'decisions: what the participants decided; only decisions the transcript states.',
  'actionItems: tasks someone agreed or was asked to do. owner: the name of who does it, only when the transcript says who; due: when it is due, as the transcript says it (e.g. "Friday", "end of May"), only when it says so; otherwise null.',
  'chapters: the parts of the meeting in time order, each about one topic: start is the [mm:ss] of the line where the part starts (the first part starts at 00:00), title a few words naming the topic, line one sentence on what was said in it. A short meeting may be one chapter.',
  `highlights: up to ${MAX_HIGHLIGHTS} moments worth hearing again, each a quote of what someone said: start is its line's [mm:ss], speaker the name the line gives (null when it gives none), text the words as the transcript has them.`,
  'Use empty lists when there is nothing to report. Never invent names, dates, decisions or tasks that are not in the transcript.',
].join('\n');

/** `[mm:ss]` from the meeting's start; minutes go past 59 in a long meeting. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Ms of a "mm:ss" (or "h:mm:ss", brackets allowed) the model wrote; null when it is none. */
export function msOfClock(clockText: string): number | null {
  const parts = /^\[?(?:(\d+):)?(\d+):(\d{2})\]?$/.exec(clockText.trim());
  if (!parts) return null;
  const [, hours = '0', minutes, seconds] = parts;
  if (Number(seconds) > 59) return null;
  return (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
}

export function transcriptLine(segment: TranscriptSegment): string {
  const text = segment.text.replace(/\s+/g, ' ').trim();
  const who = segment.speaker ? `${segment.speaker}: ` : '';
  return `[${clock(segment.startMs)}] ${who}${text}`;
}

export interface TranscriptText {
  text: string;
  lines: number;
  /** Lines left out past the bound. */
  omitted: number;
}

/** The transcript's lines in order, whole lines up to `maxChars`, then a note of the cut. */
export function transcriptText(
  segments: readonly TranscriptSegment[],
  maxChars = DEFAULT_MAX_TRANSCRIPT_CHARS,
): TranscriptText {
  const kept: string[] = [];
  let length = 0;
  for (const segment of segments) {
    const line = transcriptLine(segment);
    if (length + line.length + 1 > maxChars) break;
    kept.push(line);
    length += line.length + 1;
  }
  const omitted = segments.length - kept.length;
  if (omitted > 0) {
    const last = segments[segments.length - 1];
    kept.push(
      `[The transcript is cut here; the meeting went on until ${clock(last.endMs)}. Summarise only what is above.]`,
    );
  }
  return { text: kept.join('\n'), lines: segments.length, omitted };
}
