import { markRuns, matchLines } from './match-lines';

const lines = [
  { startMs: 0, endMs: 4_000, speaker: 'maya', text: 'Welcome, everyone.' },
  {
    startMs: 4_000,
    endMs: 9_000,
    speaker: 'sam',
    text: 'The launch moves to May.',
  },
  { startMs: 9_000, endMs: 12_000, speaker: null, text: 'Launch day it is.' },
];

it('keeps every line, numbered, for an empty search', () => {
  expect(matchLines(lines, '  ').map(({ index }) => index)).toEqual([0, 1, 2]);
});

it('finds words in any case, and speakers', () => {
  expect(matchLines(lines, 'LAUNCH').map(({ index }) => index)).toEqual([1, 2]);
  expect(matchLines(lines, 'maya').map(({ index }) => index)).toEqual([0]);
  expect(matchLines(lines, 'budget')).toEqual([]);
});

it('marks each match, keeping the line’s own case', () => {
  expect(markRuns('Launch day: the launch.', 'launch')).toEqual([
    { text: 'Launch', marked: true },
    { text: ' day: the ', marked: false },
    { text: 'launch', marked: true },
    { text: '.', marked: false },
  ]);
  expect(markRuns('no match', '')).toEqual([
    { text: 'no match', marked: false },
  ]);
});
