// A summary as the files people download: Markdown (summary, then the transcript) and WebVTT
// captions (a player's <track>; speakers as voice spans).
import type {
  Chapter,
  MeetingSummary,
  TranscriptSegment,
} from '@ruume/contracts';

const two = (n: number) => String(n).padStart(2, '0');

/** "04:05", or "1:02:03" past an hour. */
export function clockOf(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const rest = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** WebVTT's cue time, "00:04:05.250". */
const cueTime = (ms: number) =>
  `${two(Math.floor(ms / 3_600_000))}:${two(Math.floor(ms / 60_000) % 60)}:${two(
    Math.floor(ms / 1000) % 60,
  )}.${String(Math.floor(ms % 1000)).padStart(3, '0')}`;

/** Cue text may not hold markup or the cue arrow (WebVTT §4.2.2). */
const vttText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s+/g, ' ')
    .trim();

/** A chapter as a WebVTT comment (players skip it; editors and readers see where parts start). */
const chapterNote = (chapter: Chapter) =>
  `NOTE chapter ${clockOf(chapter.startMs)} ${vttText(chapter.title)}`.replace(
    /-->/g,
    '→',
  );

/** The transcript as cues; each chapter noted before the first cue at or after its start. */
export function transcriptVtt(
  transcript: TranscriptSegment[],
  chapters: Chapter[] = [],
): string {
  const blocks = ['WEBVTT'];
  let next = 0;
  for (const [index, line] of transcript.entries()) {
    while (next < chapters.length && chapters[next].startMs <= line.startMs)
      blocks.push(chapterNote(chapters[next++]));
    const end = Math.max(line.endMs, line.startMs + 500);
    const text = vttText(line.text);
    const spoken = line.speaker ? `<v ${vttText(line.speaker)}>${text}` : text;
    blocks.push(
      `${index + 1}\n${cueTime(line.startMs)} --> ${cueTime(end)}\n${spoken}`,
    );
  }
  return blocks.join('\n\n') + '\n';
}

/** Markdown text of user words: what would read as markup is escaped. */
const md = (text: string) => text.replace(/([\\`*_[\]<>#|])/g, '\\$1').trim();

const list = (items: string[]) =>
  items.length > 0 ? items.map((item) => `- ${item}`) : ['- none'];

export function summaryMarkdown(
  name: string,
  summary: MeetingSummary | null,
  transcript: TranscriptSegment[],
): string {
  const parts = [`# ${md(name)}`];
  if (summary) {
    parts.push(
      '## summary',
      md(summary.overview),
      '## key points',
      list(summary.keyPoints.map(md)).join('\n'),
      '## decisions',
      list(summary.decisions.map(md)).join('\n'),
      '## action items',
      list(
        summary.actionItems.map((item) =>
          [
            md(item.text),
            item.owner ? ` (${md(item.owner)})` : '',
            item.due ? ` — ${md(item.due)}` : '',
          ].join(''),
        ),
      ).join('\n'),
      '## chapters',
      list(
        summary.chapters.map(
          (chapter) =>
            `**${clockOf(chapter.startMs)}** ${md(chapter.title)} — ${md(chapter.line)}`,
        ),
      ).join('\n'),
      '## highlights',
      list(
        summary.highlights.map(
          (moment) =>
            `**${clockOf(moment.startMs)}**${moment.speaker ? ` ${md(moment.speaker)}:` : ''} “${md(moment.text)}”`,
        ),
      ).join('\n'),
    );
  }
  parts.push(
    '## transcript',
    transcript
      .map(
        (line) =>
          `**${clockOf(line.startMs)}**${line.speaker ? ` ${md(line.speaker)}:` : ''} ${md(line.text)}`,
      )
      .join('  \n') || 'nothing was said.',
  );
  return parts.join('\n\n') + '\n';
}
