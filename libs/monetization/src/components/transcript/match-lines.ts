// The transcript's search: which lines hold the words, and where in a line to mark them.
import type { TranscriptSegment } from '@ruume/contracts';

/** A line with its place in the whole transcript (lines may share a start time). */
export interface NumberedLine {
  index: number;
  segment: TranscriptSegment;
}

const holds = (text: string | null, query: string) =>
  text !== null && text.toLowerCase().includes(query);

/** The lines whose words or speaker hold `query` (any case); all of them for an empty one. */
export function matchLines(
  segments: readonly TranscriptSegment[],
  query: string,
): NumberedLine[] {
  const wanted = query.trim().toLowerCase();
  const numbered = segments.map((segment, index) => ({ index, segment }));
  if (!wanted) return numbered;
  return numbered.filter(
    ({ segment }) =>
      holds(segment.text, wanted) || holds(segment.speaker, wanted),
  );
}

/** `text` cut into runs, each marked when it is `query` (any case). */
export function markRuns(
  text: string,
  query: string,
): Array<{ text: string; marked: boolean }> {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [{ text, marked: false }];
  const lower = text.toLowerCase();
  const runs: Array<{ text: string; marked: boolean }> = [];
  let from = 0;
  for (
    let at = lower.indexOf(wanted);
    at !== -1;
    at = lower.indexOf(wanted, from)
  ) {
    if (at > from) runs.push({ text: text.slice(from, at), marked: false });
    runs.push({ text: text.slice(at, at + wanted.length), marked: true });
    from = at + wanted.length;
  }
  if (from < text.length) runs.push({ text: text.slice(from), marked: false });
  return runs;
}
