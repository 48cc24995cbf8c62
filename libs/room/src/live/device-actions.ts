// The person's own camera, microphone and screen in a live room: turning each on and off,
// switching devices, sharing a screen (and the browser's own 'stop sharing'), the mic lock.
// room-controller.ts owns the tracks (LocalMedia) and passes what these actions need.
import { isModerator, roomErrorMessages } from '@ruume/contracts';
import { deviceProblemOf } from '../devices/acquire-devices';
import type { OwnDeviceProblem, RoomStore } from './room-state';
import type {
  MediaSnapshot,
  RoomActions,
  RoomControllerOptions,
} from './room-snapshot';
import type { TransportSwitch } from './transport-switch';

/** What we send: our tracks, what the person asked for, and a shared screen. */
export interface LocalMedia {
  tracks: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };
  screen: MediaStreamTrack | null;
  wanted: { audio: boolean; video: boolean };
}

export interface DeviceActionsDeps {
  options: Pick<RoomControllerOptions, 'acquire' | 'getDisplayMedia' | 'media'>;
  store: RoomStore;
  now: () => number;
  local: LocalMedia;
  transports: TransportSwitch;
  media: () => MediaSnapshot;
  setMedia: (patch: Partial<MediaSnapshot>) => void;
  rebuildLocal: () => void;
  sendMediaState: () => void;
  selfPatch: () => { audio: boolean; video: boolean; screen: boolean };
  disposed: () => boolean;
}

export function createDeviceActions(
  deps: DeviceActionsDeps,
): Pick<
  RoomActions,
  'toggleMic' | 'toggleCamera' | 'toggleScreen' | 'switchDevice'
> & { stopSharing(): void } {
  const {
    options,
    store,
    now,
    local,
    transports,
    setMedia,
    rebuildLocal,
    sendMediaState,
    selfPatch,
  } = deps;

  // Said in the room (a toast), not only kept in the media snapshot: nothing else shows it.
  const tell = (
    device: OwnDeviceProblem['device'],
    problem: OwnDeviceProblem['problem'] | null,
  ) =>
    store.dispatch({
      type: 'device-problem',
      device,
      problem: problem ?? 'failed',
    });

  const openVideo = async (deviceId: string | null) => {
    if (!options.acquire) return null;
    const got = await options.acquire({
      ...options.media,
      videoDeviceId: deviceId,
      audio: false,
      video: true,
    });
    const track = got.stream?.getVideoTracks()[0] ?? null;
    setMedia({ videoProblem: track ? null : got.videoProblem });
    if (!track) tell('camera', got.videoProblem);
    return track;
  };

  const canUnmute = () => {
    const { self, settings } = store.getState();
    return !settings.micLocked || !self || isModerator(self.role) || self.audio;
  };

  return {
    toggleMic() {
      if (!local.tracks.audio) return;
      if (!local.wanted.audio && !canUnmute()) {
        store.dispatch({
          type: 'frame',
          at: now(),
          frame: {
            type: 'error',
            code: 'MIC_LOCKED',
            message: roomErrorMessages.micLocked,
          },
        });
        return;
      }
      local.wanted = { ...local.wanted, audio: !local.wanted.audio };
      local.tracks.audio.enabled = local.wanted.audio;
      store.dispatch({ type: 'self-changed', patch: selfPatch() });
      sendMediaState();
    },
    toggleCamera() {
      void (async () => {
        if (local.wanted.video && local.tracks.video) {
          local.wanted = { ...local.wanted, video: false };
          local.tracks.video.stop();
          local.tracks = { ...local.tracks, video: null };
          await transports.sendCamera(null);
        } else {
          const track = await openVideo(deps.media().videoDeviceId);
          if (!track || deps.disposed()) return;
          local.wanted = { ...local.wanted, video: true };
          local.tracks = { ...local.tracks, video: track };
          await transports.sendCamera(track);
        }
        rebuildLocal();
        store.dispatch({ type: 'self-changed', patch: selfPatch() });
        sendMediaState();
      })();
    },
    toggleScreen() {
      void (async () => {
        if (local.screen) {
          stopSharing();
          return;
        }
        const getDisplay =
          options.getDisplayMedia ??
          (() => navigator.mediaDevices.getDisplayMedia({ video: true }));
        try {
          const stream = await getDisplay();
          const track = stream.getVideoTracks()[0];
          if (!track) return;
          local.screen = track;
          // The browser's own 'stop sharing' button.
          track.addEventListener('ended', stopSharing);
          await transports.sendScreen(track);
          setMedia({ screen: stream });
          store.dispatch({ type: 'self-changed', patch: selfPatch() });
          sendMediaState();
        } catch (error) {
          // The person cancelled the picker, the browser or the system refused (NotAllowedError),
          // or the browser has nothing to share (headless Firefox: NotFoundError).
          tell('screen', deviceProblemOf(error));
        }
      })();
    },
    switchDevice(kind, deviceId) {
      void (async () => {
        if (!options.acquire) return;
        const got = await options.acquire({
          ...options.media,
          audioDeviceId:
            kind === 'audio' ? deviceId : deps.media().audioDeviceId,
          videoDeviceId:
            kind === 'video' ? deviceId : deps.media().videoDeviceId,
          audio: kind === 'audio',
          video: kind === 'video',
        });
        const track =
          (kind === 'audio'
            ? got.stream?.getAudioTracks()[0]
            : got.stream?.getVideoTracks()[0]) ?? null;
        if (!track || deps.disposed()) {
          setMedia(
            kind === 'audio'
              ? { audioProblem: got.audioProblem }
              : { videoProblem: got.videoProblem },
          );
          if (!track)
            tell(
              kind === 'audio' ? 'microphone' : 'camera',
              kind === 'audio' ? got.audioProblem : got.videoProblem,
            );
          return;
        }
        local.tracks[kind]?.stop();
        if (kind === 'audio') track.enabled = local.wanted.audio;
        local.tracks = { ...local.tracks, [kind]: track };
        if (kind === 'audio') await transports.sendAudio(track);
        else await transports.sendCamera(track);
        setMedia(
          kind === 'audio'
            ? { audioDeviceId: deviceId, audioProblem: null }
            : { videoDeviceId: deviceId, videoProblem: null },
        );
        if (kind === 'video') local.wanted = { ...local.wanted, video: true };
        rebuildLocal();
        store.dispatch({ type: 'self-changed', patch: selfPatch() });
        sendMediaState();
      })();
    },
    stopSharing,
  };

  function stopSharing() {
    const track = local.screen;
    if (!track) return;
    track.removeEventListener('ended', stopSharing);
    track.stop();
    local.screen = null;
    void transports.sendScreen(null);
    setMedia({ screen: null });
    store.dispatch({ type: 'self-changed', patch: selfPatch() });
    sendMediaState();
  }
}
