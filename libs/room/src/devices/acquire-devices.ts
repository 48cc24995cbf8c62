// Camera and microphone, for the lobby's preview and the room: one getUserMedia call that falls
// back to what works (audio only, then nothing) and says why something is missing, so the
// person can join with what they have.
import type { DeviceChoice } from './device-choice';

/** Why a device is not available, as the lobby explains it. */
export type DeviceProblem =
  /** The person or the browser's settings refused access. */
  | 'denied'
  /** No such device on this machine. */
  | 'missing'
  /** Another app or tab holds it. */
  | 'in-use'
  /** getUserMedia is not there (http page, old browser). */
  | 'unsupported'
  | 'failed';

export interface AcquiredDevices {
  /** Holds the tracks that could be opened (possibly none). */
  stream: MediaStream;
  audioProblem: DeviceProblem | null;
  videoProblem: DeviceProblem | null;
}

export function deviceProblemOf(error: unknown): DeviceProblem {
  const name = (error as { name?: string } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    case 'NotReadableError':
    case 'AbortError':
      return 'in-use';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

const constraintOf = (wanted: boolean, deviceId: string | null) =>
  !wanted ? false : deviceId ? { deviceId: { exact: deviceId } } : true;

const VIDEO_SIZE = { width: { ideal: 1280 }, height: { ideal: 720 } };

/**
 * Opens the chosen devices. Asks for both at once (one permission prompt), then, when that
 * fails, for each alone, so a missing camera still lets the microphone through.
 */
export async function acquireDevices(
  choice: Pick<DeviceChoice, 'audioDeviceId' | 'videoDeviceId'> & {
    audio?: boolean;
    video?: boolean;
  },
  mediaDevices: MediaDevices | undefined = globalThis.navigator?.mediaDevices,
): Promise<AcquiredDevices> {
  const wantAudio = choice.audio ?? true;
  const wantVideo = choice.video ?? true;
  if (!mediaDevices?.getUserMedia) {
    return {
      stream: new MediaStream(),
      audioProblem: wantAudio ? 'unsupported' : null,
      videoProblem: wantVideo ? 'unsupported' : null,
    };
  }
  const audio = constraintOf(wantAudio, choice.audioDeviceId);
  const video = wantVideo
    ? {
        ...VIDEO_SIZE,
        ...(choice.videoDeviceId
          ? { deviceId: { exact: choice.videoDeviceId } }
          : {}),
      }
    : false;
  if (!audio && !video)
    return {
      stream: new MediaStream(),
      audioProblem: null,
      videoProblem: null,
    };
  try {
    const stream = await mediaDevices.getUserMedia({ audio, video });
    return { stream, audioProblem: null, videoProblem: null };
  } catch (both) {
    if (!audio || !video) {
      const problem = deviceProblemOf(both);
      return {
        stream: new MediaStream(),
        audioProblem: audio ? problem : null,
        videoProblem: video ? problem : null,
      };
    }
  }
  const stream = new MediaStream();
  const one = async (constraints: MediaStreamConstraints) => {
    try {
      const got = await mediaDevices.getUserMedia(constraints);
      got.getTracks().forEach((track) => stream.addTrack(track));
      return null;
    } catch (error) {
      return deviceProblemOf(error);
    }
  };
  const audioProblem = await one({ audio });
  const videoProblem = await one({ video });
  return { stream, audioProblem, videoProblem };
}
