// The lobby's camera and microphone go on into the room it joins instead of closing there and
// opening again: a real camera takes up to a second to start (the room's first frame waits for
// it) and its light would blink off and on. Held for the room briefly; taken once.
import { acquireDevices, type AcquiredDevices } from './acquire-devices';
import type { DeviceChoice } from './device-choice';

/** Tracks the room did not take within this long are closed (a page that failed, or was left). */
export const DEVICE_HANDOFF_MS = 10_000;

interface HandedDevices {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  expiry: ReturnType<typeof setTimeout>;
}

let handed: HandedDevices | null = null;

const isLive = (track: MediaStreamTrack | null | undefined) =>
  track?.readyState === 'live' ? track : null;

/** Takes what was handed over, if anything; nobody else gets it after. */
function takeHanded(): HandedDevices | null {
  const taken = handed;
  handed = null;
  if (taken) clearTimeout(taken.expiry);
  return taken;
}

/** Closes devices handed over and not taken. */
export function dropHandedDevices(): void {
  const taken = takeHanded();
  taken?.audio?.stop();
  taken?.video?.stop();
}

/** The lobby hands its open tracks to the room it is joining. */
export function handOverDevices(tracks: {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}): void {
  dropHandedDevices();
  const audio = isLive(tracks.audio);
  const video = isLive(tracks.video);
  if (!audio && !video) return;
  handed = {
    audio,
    video,
    expiry: setTimeout(dropHandedDevices, DEVICE_HANDOFF_MS),
  };
}

type Wanted = Pick<DeviceChoice, 'audioDeviceId' | 'videoDeviceId'> & {
  audio?: boolean;
  video?: boolean;
};

/** A handed track serves when its kind is wanted and it is the device asked for (or the default). */
const serves = (
  track: MediaStreamTrack | null,
  wanted: boolean,
  deviceId: string | null,
) =>
  wanted &&
  isLive(track) !== null &&
  (deviceId === null || track?.getSettings().deviceId === deviceId);

/**
 * Opens what `choice` asks for, starting from what the lobby handed over: a handed track of the
 * device asked for is used as it is, only the rest is opened; handed tracks not asked for close.
 */
export async function acquireWithHandedDevices(
  choice: Wanted,
  acquire: (choice: Wanted) => Promise<AcquiredDevices> = acquireDevices,
): Promise<AcquiredDevices> {
  const wantAudio = choice.audio ?? true;
  const wantVideo = choice.video ?? true;
  const held = takeHanded();
  const audio =
    held && serves(held.audio, wantAudio, choice.audioDeviceId)
      ? held.audio
      : null;
  const video =
    held && serves(held.video, wantVideo, choice.videoDeviceId)
      ? held.video
      : null;
  for (const track of [held?.audio, held?.video])
    if (track && track !== audio && track !== video) track.stop();
  if (!audio && !video) return acquire(choice);

  const rest = await acquire({
    ...choice,
    audio: wantAudio && !audio,
    video: wantVideo && !video,
  });
  const stream = rest.stream;
  if (audio) stream.addTrack(audio);
  if (video) stream.addTrack(video);
  return {
    stream,
    audioProblem: audio ? null : rest.audioProblem,
    videoProblem: video ? null : rest.videoProblem,
  };
}
