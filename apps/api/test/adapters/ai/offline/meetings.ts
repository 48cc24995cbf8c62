// Known transcripts for the summary's tests, written as pocketsphinx writes (lower case, no
// punctuation, a line per utterance) and as a typed transcript would be.
import type { TranscriptSegment } from '@ruume/contracts';

const line = (
  second: number,
  speaker: string | null,
  text: string,
): TranscriptSegment => ({
  startMs: second * 1000,
  endMs: second * 1000 + 4000,
  speaker,
  text,
});

/** A product team's weekly: a launch date, a database, a few owners with deadlines. */
export const PLANNING_MEETING: TranscriptSegment[] = [
  line(
    0,
    'Alice Martin',
    'okay let us get started this is the weekly planning for the mobile app launch',
  ),
  line(
    5,
    'Alice Martin',
    'the main topic today is the launch date and the database migration for the mobile app',
  ),
  line(
    11,
    'Bob Chen',
    'the database migration is mostly done but the search index still needs work before the launch',
  ),
  line(
    17,
    'Carol Diaz',
    'from the design side the onboarding screens for the mobile app are ready for review',
  ),
  line(23, 'Bob Chen', 'yeah'),
  line(
    25,
    'Alice Martin',
    'so after last week we decided to move the mobile app launch to the fifteenth of june',
  ),
  line(
    31,
    'Bob Chen',
    'for the database we agreed to go with postgres instead of keeping the old search cluster',
  ),
  line(37, 'Carol Diaz', 'can you hear me'),
  line(39, 'Alice Martin', 'yes we can hear you'),
  line(41, 'Carol Diaz', 'i will send the final onboarding designs by friday'),
  line(
    46,
    'Alice Martin',
    'bob can you finish the database migration scripts before the end of the month',
  ),
  line(
    52,
    'Bob Chen',
    'sure and i need to update the search index documentation by next week',
  ),
  line(
    58,
    'Alice Martin',
    'let me share my screen to show the launch checklist for the mobile app',
  ),
  line(
    64,
    'Carol Diaz',
    'the launch checklist still misses the app store screenshots and the release notes',
  ),
  line(
    70,
    'Alice Martin',
    'carol will prepare the app store screenshots and the release notes tomorrow',
  ),
  line(
    76,
    'Bob Chen',
    'the search index performance on the mobile app is still slower than the web',
  ),
  line(82, 'Alice Martin', 'okay thanks everyone see you next week'),
];

/** A chat about the weather and a film: no decision, no one takes anything on. */
export const SMALL_TALK: TranscriptSegment[] = [
  line(0, 'Dan', 'the weather in lisbon was sunny and warm the whole weekend'),
  line(
    6,
    'Erin',
    'we walked along the river and had lunch near the old market',
  ),
  line(12, 'Dan', 'the film last night was long but the music was beautiful'),
  line(18, 'Erin', 'the old market has a bakery with very good custard tarts'),
  line(
    24,
    'Dan',
    'the river walk is nicer in the evening when the sun goes down',
  ),
];

/** Typed, punctuated, one speaker unknown: sentences are split inside a line. */
export const TYPED_MEETING: TranscriptSegment[] = [
  line(
    0,
    null,
    'Welcome, everyone. The budget for the new office is the only topic today.',
  ),
  line(
    8,
    null,
    'The budget for furniture is too high. The budget for the network is fine.',
  ),
  line(
    16,
    null,
    'The final decision is to cut the furniture budget by a third. Please send the revised budget to finance by Monday.',
  ),
];

const topic = (
  fromSecond: number,
  lines: Array<[string, string]>,
): TranscriptSegment[] =>
  lines.map(([speaker, text], i) => line(fromSecond + i * 20, speaker, text));

/** Eight minutes on three things in turn: the budget, hiring, the office move. */
export const THREE_TOPICS: TranscriptSegment[] = [
  ...topic(0, [
    [
      'Ann Lee',
      'first the budget for next quarter is tight and we spend too much on travel',
    ],
    ['Raj Patel', 'the marketing budget went over by ten percent last quarter'],
    [
      'Ann Lee',
      'we should cut the travel budget and spend less on conference tickets',
    ],
    [
      'Raj Patel',
      'finance wants the quarter budget numbers by the end of the month',
    ],
    ['Ann Lee', 'the cloud spend is the other big cost in the budget'],
    [
      'Raj Patel',
      'reserved servers would cut the cloud cost and the spend next quarter',
    ],
    ['Ann Lee', 'so the budget plan is less travel and cheaper cloud servers'],
    ['Raj Patel', 'I will send finance the budget numbers for the quarter'],
  ]),
  ...topic(160, [
    ['Ann Lee', 'next hiring we need two engineers and a designer this spring'],
    [
      'Raj Patel',
      'we interviewed five candidates for the engineer roles last week',
    ],
    [
      'Ann Lee',
      'two candidates passed the interviews and one accepted the offer',
    ],
    [
      'Raj Patel',
      'the designer role has no candidates yet so the recruiter posts it again',
    ],
    ['Ann Lee', 'hiring a designer is slow because the salary offer is low'],
    ['Raj Patel', 'we could raise the designer offer to hire faster'],
    ['Ann Lee', 'the recruiter also wants referrals from the engineers'],
    ['Raj Patel', 'more interviews with candidates are booked for monday'],
  ]),
  ...topic(320, [
    ['Ann Lee', 'last the office move to the new building is in june'],
    ['Raj Patel', 'the new office has more desks and two meeting rooms'],
    ['Ann Lee', 'movers pack the desks and chairs the friday before the move'],
    ['Raj Patel', 'the building lease starts on the first of june'],
    ['Ann Lee', 'everyone gets a locker and a key card for the new office'],
    [
      'Raj Patel',
      'the old office lease ends in july so the move has a month of slack',
    ],
    [
      'Ann Lee',
      'the kitchen in the new building needs a fridge and a coffee machine',
    ],
    ['Raj Patel', 'I will book the movers for the office move'],
  ]),
];
