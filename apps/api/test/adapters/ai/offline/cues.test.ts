// Decision and commitment cues on single sentences, as pocketsphinx writes them (lower case,
// no punctuation) and as typed.
import type { TranscriptSegment } from '@ruume/contracts';
import nlp from 'compromise';
import {
  commitment,
  duePhrase,
  isDecision,
  isMeetingTalk,
} from '../../../../src/adapters/ai/offline/cues';
import {
  participantsOf,
  transcriptSentences,
} from '../../../../src/adapters/ai/offline/sentences';

/** The meeting's people: Ann Lee and Bob Chen speak; Dana is only talked about. */
function read(text: string, speaker: string | null = 'Ann Lee') {
  const transcript: TranscriptSegment[] = [
    { startMs: 0, endMs: 1, speaker: 'Ann Lee', text: 'hello' },
    { startMs: 1, endMs: 2, speaker: 'Bob Chen', text: 'hi' },
    { startMs: 2, endMs: 3, speaker, text },
  ];
  const participants = participantsOf(transcript);
  const [sentence] = transcriptSentences(nlp, transcript, participants).slice(
    2,
  );
  return { sentence, participants };
}

const decided = (text: string) => isDecision(read(text).sentence);
const committed = (text: string, speaker: string | null = 'Ann Lee') => {
  const { sentence, participants } = read(text, speaker);
  return commitment(sentence, participants);
};

describe('offline summary cues', () => {
  it('finds decisions, not their negations or questions', () => {
    for (const text of [
      'okay so we decided to move the launch to june',
      "we've agreed on postgres for the new service",
      "let's go with the blue design",
      "we'll go with option two then",
      'the budget was approved yesterday',
      'that is final we ship on monday',
      'The final decision is to cut the furniture budget.',
      'everyone agreed that the old api goes away',
    ])
      expect([text, decided(text)]).toEqual([text, true]);
    for (const text of [
      "we haven't decided on the launch date yet",
      'have we agreed on the budget',
      'Did we decide anything about hiring?',
      'the final report had forty pages',
      'i like the blue design',
    ])
      expect([text, decided(text)]).toEqual([text, false]);
  });

  it('gives a first-person commitment to its speaker, with the time phrase as due', () => {
    expect(
      committed("i'll send the final designs by friday", 'Bob Chen'),
    ).toEqual({
      owner: 'Bob Chen',
      due: 'friday',
    });
    expect(
      committed('i need to update the docs by the end of the month'),
    ).toEqual({
      owner: 'Ann Lee',
      due: 'the end of the month',
    });
    expect(committed("I'm going to write the migration tomorrow.")).toEqual({
      owner: 'Ann Lee',
      due: 'tomorrow',
    });
    expect(committed('let me look into the flaky test')).toEqual({
      owner: 'Ann Lee',
      due: null,
    });
    // A track of unknown speaker: the commitment is found, its owner unknown.
    expect(committed('i will book the room for next week', null)).toEqual({
      owner: null,
      due: 'next week',
    });
  });

  it('gives a named commitment or request to the person named, never to the one asking', () => {
    expect(committed('bob will prepare the release notes next week')).toEqual({
      owner: 'Bob Chen',
      due: 'next week',
    });
    // The deadline that follows the commitment is its own.
    expect(
      committed('we shipped on friday and bob will write the notes by monday'),
    ).toEqual({ owner: 'Bob Chen', due: 'monday' });
    expect(committed('can you bob check the budget before monday')).toEqual({
      owner: 'Bob Chen',
      due: 'monday',
    });
    expect(
      committed('Dana, could you review the pull request on March 3rd?'),
    ).toEqual({
      owner: 'Dana',
      due: 'March 3rd',
    });
    expect(committed('ann can you send me the slides', 'Ann Lee')).toEqual({
      owner: null,
      due: null,
    });
    expect(committed('please send the report to finance by Monday.')).toEqual({
      owner: null,
      due: 'Monday',
    });
    expect(committed('we need to fix the build before the release')).toEqual({
      owner: null,
      due: null,
    });
    expect(committed('action item for bob update the roadmap')).toEqual({
      owner: 'Bob Chen',
      due: null,
    });
  });

  it('takes talk about the call and plain statements for no commitment', () => {
    for (const text of [
      'can you hear me',
      'let me share my screen',
      'i will be honest the numbers look good',
      'the weather was nice last weekend',
      'we shipped the release last week',
      'i think the design is fine',
    ])
      expect([text, committed(text)]).toEqual([text, null]);
    expect(isMeetingTalk(read('let me share my screen').sentence)).toBe(true);
    expect(isMeetingTalk(read('can you hear me now').sentence)).toBe(true);
    expect(isMeetingTalk(read('the search index is slow').sentence)).toBe(
      false,
    );
  });

  it('reads due phrases; the past and bare durations are none', () => {
    const due = (text: string) => duePhrase(read(text).sentence.doc);
    expect(due('send it by end of day tomorrow')).toBe('end of day tomorrow');
    expect(due('we meet again next week')).toBe('next week');
    expect(due('it was done last week')).toBeNull();
    expect(due('plan a two week sprint')).toBeNull();
    expect(due('no date here')).toBeNull();
  });
});
