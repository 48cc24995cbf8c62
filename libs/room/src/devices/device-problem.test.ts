import { lobbyMessages as text } from '@ruume/contracts';
import {
  joinLabel,
  lobbyProblemNotices,
  lobbyWayForward,
} from './device-problem';

it('tells a problem both devices share once, naming both', () => {
  expect(lobbyProblemNotices('denied', 'denied')).toEqual([
    {
      problem: 'denied',
      title: text.mediaProblems.denied.title(text.mediaWhatBoth),
      text: text.mediaProblems.denied.text,
    },
  ]);
});

it('tells different problems one by one, the camera first', () => {
  expect(
    lobbyProblemNotices('missing', 'in-use').map((notice) => notice.title),
  ).toEqual([
    text.mediaProblems['in-use'].title(text.mediaWhatCamera),
    text.mediaProblems.missing.title(text.mediaWhatMicrophone),
  ]);
  expect(lobbyProblemNotices(null, null)).toEqual([]);
});

it('always has a way forward, and a join button saying what will be sent', () => {
  expect(lobbyWayForward(true, false)).toBe(text.mediaForwardAudioOnly);
  expect(lobbyWayForward(false, true)).toBe(text.mediaForwardVideoOnly);
  expect(lobbyWayForward(false, false)).toBe(text.mediaForwardListenOnly);
  expect(joinLabel(true, true)).toBe(text.joinNow);
  expect(joinLabel(true, false)).toBe(text.joinAudioOnly);
  expect(joinLabel(false, true)).toBe(text.joinVideoOnly);
  expect(joinLabel(false, false)).toBe(text.joinListenOnly);
});
