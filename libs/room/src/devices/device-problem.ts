// What the lobby says about a camera or microphone that is not there, and how to go on anyway;
// and what the room says when one will not open, or a screen will not be shared.
import { liveRoomMessages, lobbyMessages as text } from '@ruume/contracts';
import type { DeviceProblem } from './acquire-devices';

export interface LobbyProblemNotice {
  problem: DeviceProblem;
  title: string;
  text: string;
}

/**
 * One notice per problem: the same problem for both devices (a blocked prompt) is told once,
 * naming both.
 */
export function lobbyProblemNotices(
  audioProblem: DeviceProblem | null,
  videoProblem: DeviceProblem | null,
): LobbyProblemNotice[] {
  const notice = (problem: DeviceProblem, what: string) => ({
    problem,
    title: text.mediaProblems[problem].title(what),
    text: text.mediaProblems[problem].text,
  });
  if (audioProblem && audioProblem === videoProblem)
    return [notice(audioProblem, text.mediaWhatBoth)];
  return [
    ...(videoProblem ? [notice(videoProblem, text.mediaWhatCamera)] : []),
    ...(audioProblem ? [notice(audioProblem, text.mediaWhatMicrophone)] : []),
  ];
}

/** The way forward: what joining still gives with the devices that work. */
export function lobbyWayForward(audio: boolean, video: boolean): string {
  if (audio && !video) return text.mediaForwardAudioOnly;
  if (video && !audio) return text.mediaForwardVideoOnly;
  return text.mediaForwardListenOnly;
}

/** The join button's words for what the person will send. */
export function joinLabel(audio: boolean, video: boolean): string {
  if (audio && video) return text.joinNow;
  if (audio) return text.joinAudioOnly;
  if (video) return text.joinVideoOnly;
  return text.joinListenOnly;
}

/** What the room says (a toast) when turning on a device or sharing a screen failed. */
export function deviceProblemNotice(
  device: 'camera' | 'microphone' | 'screen',
  problem: DeviceProblem,
): { title: string; text: string } {
  if (device === 'screen')
    return {
      title: liveRoomMessages.screenNotShared,
      text: liveRoomMessages.screenProblems[problem],
    };
  const what =
    device === 'camera' ? text.mediaWhatCamera : text.mediaWhatMicrophone;
  return {
    title: text.mediaProblems[problem].title(what),
    text: text.mediaProblems[problem].text,
  };
}
