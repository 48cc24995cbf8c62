// The offline summary's chapters and highlights on known transcripts: a chapter starts where the
// talk turns to something else, is named by that part's own words and told by one of its
// sentences; highlights are sentences of the transcript at the time they were said.
import type { TranscriptSegment } from '@ruume/contracts';
import nlp from 'compromise';
import { summariseTranscript } from '../../../../src/adapters/ai/offline/extractive-summary';
import { cleanSentence } from '../../../../src/adapters/ai/offline/sentences';
import { PLANNING_MEETING, THREE_TOPICS } from './meetings';

const said = (transcript: TranscriptSegment[]) =>
  new Map(transcript.map((line) => [cleanSentence(line.text), line]));

describe('the offline summary’s chapters', () => {
  it('starts a chapter where the meeting turns to another topic, named by its words and told by one of its sentences', () => {
    const { chapters } = summariseTranscript(nlp, THREE_TOPICS);

    expect(chapters).toHaveLength(3);
    // The hiring talk starts at 2:40, the office move at 5:20 (a line either side allowed).
    const [first, hiring, office] = chapters.map((c) => c.startMs);
    expect(first).toBe(0);
    expect(Math.abs(hiring - 160_000)).toBeLessThanOrEqual(20_000);
    expect(Math.abs(office - 320_000)).toBeLessThanOrEqual(20_000);
    expect(chapters[0].title).toMatch(/budget/);
    expect(chapters[1].title).toMatch(/candidate|hire|designer|interview/);
    expect(chapters[2].title).toMatch(/office|move|building/);
    const lines = said(THREE_TOPICS);
    for (const [i, chapter] of chapters.entries()) {
      // Told by a sentence of its own part.
      const saidAt = lines.get(chapter.line)?.startMs ?? -1;
      expect(saidAt).toBeGreaterThanOrEqual(chapter.startMs);
      expect(saidAt).toBeLessThan(chapters[i + 1]?.startMs ?? Infinity);
    }
  });

  it('makes a short meeting one chapter from its start', () => {
    const { chapters } = summariseTranscript(nlp, PLANNING_MEETING);

    expect(chapters).toHaveLength(1);
    expect(chapters[0].startMs).toBe(0);
    expect(chapters[0].title).not.toBe('');
  });

  it('highlights at most five sentences in the order they were said, with who said them and when', () => {
    const { highlights } = summariseTranscript(nlp, THREE_TOPICS);

    expect(highlights.length).toBeGreaterThanOrEqual(3);
    expect(highlights.length).toBeLessThanOrEqual(5);
    const lines = said(THREE_TOPICS);
    for (const highlight of highlights) {
      const line = lines.get(highlight.text);
      expect(line).toMatchObject({
        speaker: highlight.speaker,
        startMs: highlight.startMs,
      });
    }
    const times = highlights.map((h) => h.startMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
