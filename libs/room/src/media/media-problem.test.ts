import { lobbyMessages as text } from '@ruume/contracts';
import {
  joinLabel,
  mediaProblemNotices,
  mediaWayForward,
} from './media-problem';

it('tells a problem both devices share once, naming both', () => {
  expect(mediaProblemNotices('denied', 'denied')).toEqual([
    {
      problem: 'denied',
      title: text.mediaProblems.denied.title(text.mediaWhatBoth),
      text: text.mediaProblems.denied.text,
    },
  ]);
});

it('tells different problems one by one, the camera first', () => {
  expect(
    mediaProblemNotices('missing', 'in-use').map((notice) => notice.title),
  ).toEqual([
    text.mediaProblems['in-use'].title(text.mediaWhatCamera),
    text.mediaProblems.missing.title(text.mediaWhatMicrophone),
  ]);
  expect(mediaProblemNotices(null, null)).toEqual([]);
});

it('always has a way forward, and a join button saying what will be sent', () => {
  expect(mediaWayForward(true, false)).toBe(text.mediaForwardAudioOnly);
  expect(mediaWayForward(false, true)).toBe(text.mediaForwardVideoOnly);
  expect(mediaWayForward(false, false)).toBe(text.mediaForwardListenOnly);
  expect(joinLabel(true, true)).toBe(text.joinNow);
  expect(joinLabel(true, false)).toBe(text.joinAudioOnly);
  expect(joinLabel(false, true)).toBe(text.joinVideoOnly);
  expect(joinLabel(false, false)).toBe(text.joinListenOnly);
});
