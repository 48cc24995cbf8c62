// The offline summary on known transcripts: every line of it is a sentence of the transcript;
// decisions and action items (owner, due) are found where the meeting says them and nowhere else.
import type { MeetingSummary, TranscriptSegment } from '@ruume/contracts';
import nlp from 'compromise';
import { emptySummary } from '../../../../src/adapters/ai/ai-engine';
import {
  createExtractiveSummariser,
  summariseTranscript,
} from '../../../../src/adapters/ai/offline/extractive-summary';
import { cleanSentence } from '../../../../src/adapters/ai/offline/sentences';
import { PLANNING_MEETING, SMALL_TALK, TYPED_MEETING } from './meetings';

/** Every sentence of the transcript as the summary would show it. */
function sentencesOf(transcript: TranscriptSegment[]): Set<string> {
  return new Set(
    transcript.flatMap((segment) =>
      segment.text
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => cleanSentence(sentence)),
    ),
  );
}

function expectFromTranscript(
  summary: MeetingSummary,
  transcript: TranscriptSegment[],
) {
  const said = sentencesOf(transcript);
  for (const line of [
    ...summary.keyPoints,
    ...summary.decisions,
    ...summary.actionItems.map((item) => item.text),
  ])
    expect([line, said.has(line)]).toEqual([line, true]);
  // The overview is whole sentences of the transcript, in the order they were said.
  const overview = summary.overview.split(/(?<=\.)\s+/);
  expect(overview.length).toBeGreaterThanOrEqual(2);
  expect(overview.length).toBeLessThanOrEqual(3);
  const order = [...said];
  for (const sentence of overview) expect(said.has(sentence)).toBe(true);
  const positions = overview.map((sentence) => order.indexOf(sentence));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe('extractive summary', () => {
  it('summarises a planning meeting: key points, decisions, action items with owners and dues', () => {
    const summary = summariseTranscript(nlp, PLANNING_MEETING);
    expectFromTranscript(summary, PLANNING_MEETING);

    expect(summary.keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(summary.keyPoints.length).toBeLessThanOrEqual(6);
    expect(new Set(summary.keyPoints).size).toBe(summary.keyPoints.length);
    // What the meeting was about, not the call itself nor one-word answers.
    const talk = summary.keyPoints.join(' ') + summary.overview;
    expect(talk).toMatch(/launch/);
    expect(talk).toMatch(/database migration/);
    expect(talk).not.toMatch(/share my screen|hear you|see you|^Yeah/i);

    expect(summary.decisions).toEqual([
      'So after last week we decided to move the mobile app launch to the fifteenth of june.',
      'For the database we agreed to go with postgres instead of keeping the old search cluster.',
    ]);
    expect(summary.actionItems).toEqual([
      {
        text: 'I will send the final onboarding designs by friday.',
        owner: 'Carol Diaz',
        due: 'friday',
      },
      {
        text: 'Bob can you finish the database migration scripts before the end of the month.',
        owner: 'Bob Chen',
        due: 'the end of the month',
      },
      {
        text: 'Sure and I need to update the search index documentation by next week.',
        owner: 'Bob Chen',
        due: 'next week',
      },
      {
        text: 'Carol will prepare the app store screenshots and the release notes tomorrow.',
        owner: 'Carol Diaz',
        due: 'tomorrow',
      },
    ]);
  });

  it('invents nothing where nothing was decided or taken on', () => {
    const summary = summariseTranscript(nlp, SMALL_TALK);
    expectFromTranscript(summary, SMALL_TALK);
    expect(summary.keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(summary.decisions).toEqual([]);
    expect(summary.actionItems).toEqual([]);
  });

  it('splits a punctuated transcript into sentences; a speaker it does not know owns nothing', () => {
    const summary = summariseTranscript(nlp, TYPED_MEETING);
    expectFromTranscript(summary, TYPED_MEETING);
    expect(summary.decisions).toEqual([
      'The final decision is to cut the furniture budget by a third.',
    ]);
    expect(summary.actionItems).toEqual([
      {
        text: 'Please send the revised budget to finance by Monday.',
        owner: null,
        due: 'Monday',
      },
    ]);
  });

  it('an empty or wordless transcript: an empty summary (the page says that nothing was said)', () => {
    expect(summariseTranscript(nlp, [])).toEqual(emptySummary());
    expect(emptySummary()).toEqual({
      overview: '',
      keyPoints: [],
      decisions: [],
      actionItems: [],
      chapters: [],
      highlights: [],
    });
    expect(
      summariseTranscript(nlp, [
        { startMs: 0, endMs: 500, speaker: 'Ann', text: '  ' },
      ]),
    ).toEqual(emptySummary());
    // A few words still make a summary of those words, and nothing more.
    const short = summariseTranscript(nlp, [
      { startMs: 0, endMs: 500, speaker: 'Ann', text: 'hello' },
    ]);
    expect(short).toEqual({
      overview: 'Hello.',
      keyPoints: ['Hello.'],
      decisions: [],
      actionItems: [],
      chapters: [{ startMs: 0, title: 'hello', line: 'Hello.' }],
      highlights: [{ startMs: 0, speaker: 'Ann', text: 'Hello.' }],
    });
  });

  it('as a Summariser: reports 100 % when done; an aborted signal stops it', async () => {
    const summariser = createExtractiveSummariser();
    const progress: number[] = [];
    const summary = await summariser.summarise(SMALL_TALK, {
      onProgress: (percent) => progress.push(percent),
    });
    expect(summary).toEqual(summariseTranscript(nlp, SMALL_TALK));
    expect(progress).toEqual([100]);
    const controller = new AbortController();
    controller.abort();
    await expect(
      summariser.summarise(SMALL_TALK, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
