// The lobby's camera and microphone: opens both at once (one permission prompt), lets the
// person turn each off (which releases the device) and back on, switch devices, and try again
// after a problem; whatever fails, the rest keeps working, so joining is never a dead end.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DeviceChoice } from './device-choice';
import { handOverDevices } from './device-handoff';
import {
  acquireDevices,
  type AcquiredDevices,
  type DeviceProblem,
} from './acquire-devices';
import { useDeviceLists, type DeviceLists } from './use-device-lists';

export type DeviceKind = 'audio' | 'video';

export interface DeviceSide {
  track: MediaStreamTrack | null;
  problem: DeviceProblem | null;
  /** The person wants to send it (true while the device is still opening). */
  on: boolean;
  opening: boolean;
  /** The device picked in the lobby; null means the browser's default. */
  deviceId: string | null;
}

export interface DevicePreview {
  audio: DeviceSide;
  video: DeviceSide;
  /** The first request (the permission prompt) has not answered yet. */
  starting: boolean;
  devices: DeviceLists;
  /** What to hand the room: the toggles and devices as they are now. */
  choice: DeviceChoice;
  setOn: (kind: DeviceKind, on: boolean) => void;
  selectDevice: (kind: DeviceKind, deviceId: string) => void;
  /** Asks again for what failed (both at once when both failed). */
  retry: () => void;
  /** Releases the devices (the person did not go on); returns the final choice. */
  stop: () => DeviceChoice;
  /**
   * Going on into the room: hands it the open devices (device-handoff.ts) instead of closing
   * them, releases a request still waiting, and returns the final choice.
   */
  handOver: () => DeviceChoice;
}

const KINDS: DeviceKind[] = ['audio', 'video'];

const opening: DeviceSide = {
  track: null,
  problem: null,
  on: true,
  opening: true,
  deviceId: null,
};

const trackOf = (acquired: AcquiredDevices | null, kind: DeviceKind) =>
  (kind === 'audio'
    ? acquired?.stream.getAudioTracks()[0]
    : acquired?.stream.getVideoTracks()[0]) ?? null;

const problemOf = (acquired: AcquiredDevices | null, kind: DeviceKind) =>
  acquired
    ? ((kind === 'audio' ? acquired.audioProblem : acquired.videoProblem) ??
      'failed')
    : 'unsupported';

export function useDevicePreview(
  devicesOfBrowser: MediaDevices | undefined = globalThis.navigator
    ?.mediaDevices,
  /** false: the devices stay closed (someone who only watches needs neither). */
  enabled = true,
): DevicePreview {
  // One object for the page's life: a new one must not reopen the devices.
  const [mediaDevices] = useState(devicesOfBrowser);
  const [sides, setSides] = useState<Record<DeviceKind, DeviceSide>>({
    audio: opening,
    video: opening,
  });
  const [starting, setStarting] = useState(true);
  // The open tracks and a counter per kind: a newer request (or leaving) makes an older
  // answer stale, and a stale track is stopped at once instead of lighting the camera.
  const live = useRef<Record<DeviceKind, MediaStreamTrack | null>>({
    audio: null,
    video: null,
  });
  const generation = useRef({ audio: 0, video: 0 });
  const stopped = useRef(false);
  const current = useRef(sides);
  current.current = sides;

  const update = (kind: DeviceKind, change: Partial<DeviceSide>) =>
    setSides((before) => ({
      ...before,
      [kind]: { ...before[kind], ...change },
    }));

  const release = useCallback((kind: DeviceKind) => {
    generation.current[kind] += 1;
    live.current[kind]?.stop();
    live.current[kind] = null;
  }, []);

  const open = useCallback(
    async (
      kinds: DeviceKind[],
      deviceIds: Record<DeviceKind, string | null>,
    ) => {
      const asked = { audio: -1, video: -1 };
      for (const kind of kinds) {
        release(kind);
        asked[kind] = generation.current[kind];
        update(kind, {
          track: null,
          problem: null,
          on: true,
          opening: true,
          deviceId: deviceIds[kind],
        });
      }
      let acquired: AcquiredDevices | null = null;
      try {
        acquired = await acquireDevices(
          {
            audio: kinds.includes('audio'),
            video: kinds.includes('video'),
            audioDeviceId: deviceIds.audio,
            videoDeviceId: deviceIds.video,
          },
          mediaDevices,
        );
      } catch {
        acquired = null; // no MediaStream at all: as good as unsupported
      }
      for (const kind of kinds) {
        const track = trackOf(acquired, kind);
        if (stopped.current || generation.current[kind] !== asked[kind]) {
          track?.stop();
          continue;
        }
        live.current[kind] = track;
        // Unplugged or taken by the system: show it as gone, the rest carries on.
        track?.addEventListener?.('ended', () => {
          if (live.current[kind] !== track) return;
          live.current[kind] = null;
          update(kind, { track: null, on: false, problem: 'missing' });
        });
        update(kind, {
          track,
          problem: track ? null : problemOf(acquired, kind),
          on: track !== null,
          opening: false,
        });
      }
      setStarting(false);
    },
    [mediaDevices, release],
  );

  useEffect(() => {
    if (!enabled) {
      const off = { ...opening, on: false, opening: false };
      setSides({ audio: off, video: off });
      setStarting(false);
      return;
    }
    stopped.current = false;
    void open(KINDS, { audio: null, video: null });
    return () => {
      stopped.current = true;
      KINDS.forEach(release);
    };
  }, [open, release, enabled]);

  const deviceIds = () => ({
    audio: current.current.audio.deviceId,
    video: current.current.video.deviceId,
  });

  const setOn = useCallback(
    (kind: DeviceKind, on: boolean) => {
      if (on) {
        void open([kind], deviceIds());
        return;
      }
      release(kind);
      update(kind, { track: null, on: false, opening: false, problem: null });
    },
    [open, release],
  );

  const selectDevice = useCallback(
    (kind: DeviceKind, deviceId: string) => {
      if (current.current[kind].on)
        void open([kind], { ...deviceIds(), [kind]: deviceId });
      else update(kind, { deviceId });
    },
    [open],
  );

  const retry = useCallback(() => {
    const failed = KINDS.filter((kind) => current.current[kind].problem);
    if (failed.length > 0) void open(failed, deviceIds());
  }, [open]);

  const choice = useMemo<DeviceChoice>(
    () => ({
      audioDeviceId: sides.audio.deviceId,
      videoDeviceId: sides.video.deviceId,
      audio: sides.audio.on,
      video: sides.video.on,
    }),
    [sides],
  );

  const stop = useCallback(() => {
    stopped.current = true;
    KINDS.forEach(release);
    return choice;
  }, [choice, release]);

  const handOver = useCallback(() => {
    stopped.current = true;
    handOverDevices({ ...live.current });
    for (const kind of KINDS) {
      // Not stopped here: the room takes them. A later answer is stale and stops itself.
      generation.current[kind] += 1;
      live.current[kind] = null;
    }
    return choice;
  }, [choice]);

  const devices = useDeviceLists(
    `${sides.audio.track?.id}:${sides.video.track?.id}`,
    mediaDevices,
  );

  return {
    audio: sides.audio,
    video: sides.video,
    starting,
    devices,
    choice,
    setOn,
    selectDevice,
    retry,
    stop,
    handOver,
  };
}
