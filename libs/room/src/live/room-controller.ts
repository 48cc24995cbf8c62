// One person's presence in a live room: the socket (room-connection), the room's state
// (room-state), the local camera and microphone, the media transport and the measurements
// (speaker, link quality). The page reads its snapshot and calls its actions; stories use a
// fixture controller with the same shape (live-fixtures.ts).
import {
  isModerator,
  roomErrorMessages,
  type RoomReaction,
  type RoomServerMessage,
  type RoomSettings,
} from '@ruume/contracts';
import type { AcquiredMedia, MediaProblem } from '../media/acquire-media';
import type { MediaChoice } from '../media/media-choice';
import {
  createAudioLevelMeter,
  pickActiveSpeaker,
  type AudioLevelMeter,
} from './audio-levels';
import { exposeForE2e } from './e2e-hook';
import {
  qualityOf,
  type ConnectionQuality,
  type PeerStats,
} from './media-transport';
import {
  RoomConnection,
  type BackoffOptions,
  type SocketConstructor,
} from './room-connection';
import {
  createRoomStore,
  type LiveRoomState,
  type RoomStore,
} from './room-state';
import { noteSpeaker, type VideoWant } from './stage-layout';
import { TransportSwitch, type TransportFactories } from './transport-switch';

/** What the page shows of media: ours, everyone's, and what was measured. */
export interface MediaSnapshot {
  /** 'starting' until the camera and microphone answered (or failed). */
  status: 'starting' | 'ready';
  /** Our camera and microphone (null when neither could be opened). */
  local: MediaStream | null;
  /** Our shared screen. */
  screen: MediaStream | null;
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  audioProblem: MediaProblem | null;
  videoProblem: MediaProblem | null;
  /** A microphone is open (muted or not). */
  audioAvailable: boolean;
  /** A camera can be turned on. */
  videoAvailable: boolean;
  /** Everyone else's camera streams (with their audio), by participant id. */
  remote: Record<string, MediaStream>;
  /** Screens shared beside a camera (on the SFU), by participant id. */
  remoteScreens: Record<string, MediaStream>;
  /** Who spoke last, most recent first: the stage shows them first. */
  recentSpeakers: string[];
  /** Each peer's link, by participant id. */
  quality: Record<string, ConnectionQuality>;
  activeSpeakerId: string | null;
  /** On the SFU, this browser cannot reach it (it keeps trying): said until media flows. */
  sfuUnreachable: boolean;
}

export interface RoomSnapshot {
  room: LiveRoomState;
  media: MediaSnapshot;
}

export type ModeratorTarget = string | 'all';

/** Everything the room's UI can do. */
export interface RoomActions {
  toggleMic(): void;
  toggleCamera(): void;
  toggleScreen(): void;
  switchDevice(kind: 'audio' | 'video', deviceId: string): void;
  setHand(raised: boolean): void;
  react(reaction: RoomReaction): void;
  /** False when the socket is not open (the text stays in the box). */
  sendChat(text: string): boolean;
  admit(target: ModeratorTarget): void;
  deny(target: ModeratorTarget): void;
  mute(target: ModeratorTarget): void;
  remove(participantId: string, reason?: string): void;
  changeSettings(settings: Partial<RoomSettings>): void;
  setCohost(participantId: string, cohost: boolean): void;
  endRoom(): void;
  /** The videos on screen and the layer each needs (the SFU receives only these). */
  showVideos(wants: VideoWant[]): void;
  leave(): void;
  /** After 'replaced': take the room back in this tab. After 'failed': try again. */
  reconnect(): void;
}

export interface RoomController extends RoomActions {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RoomSnapshot;
  start(): void;
  /** Stops everything (the page unmounts); no frame is sent. */
  dispose(): void;
}

export interface RoomControllerOptions extends TransportFactories {
  url: string;
  ticket: string;
  media: MediaChoice;
  WebSocket: SocketConstructor;
  onTicket?: (ticket: string) => void;
  acquire?: (
    choice: MediaChoice,
  ) => Promise<Omit<AcquiredMedia, 'stream'> & { stream: MediaStream | null }>;
  getDisplayMedia?: () => Promise<MediaStream>;
  now?: () => number;
  backoff?: BackoffOptions;
  /** How long a reaction floats over the stage. */
  reactionMs?: number;
}

const STATS_EVERY_MS = 2000;
const LEVELS_EVERY_MS = 250;

const initialMedia = (choice: MediaChoice): MediaSnapshot => ({
  status: 'starting',
  local: null,
  screen: null,
  audioDeviceId: choice.audioDeviceId,
  videoDeviceId: choice.videoDeviceId,
  audioProblem: null,
  videoProblem: null,
  audioAvailable: false,
  videoAvailable: false,
  remote: {},
  remoteScreens: {},
  recentSpeakers: [],
  quality: {},
  sfuUnreachable: false,
  activeSpeakerId: null,
});

export function createRoomController(
  options: RoomControllerOptions,
): RoomController {
  const store: RoomStore = createRoomStore();
  const listeners = new Set<() => void>();
  const now = options.now ?? Date.now;
  const reactionMs = options.reactionMs ?? 4000;
  let media = initialMedia(options.media);
  let snapshot: RoomSnapshot = { room: store.getState(), media };
  let measuring = false;
  let meter: AudioLevelMeter | null = null;
  let tracks: {
    audio: MediaStreamTrack | null;
    video: MediaStreamTrack | null;
  } = { audio: null, video: null };
  let screenTrack: MediaStreamTrack | null = null;
  let wanted = { audio: options.media.audio, video: options.media.video };
  let enteredBefore = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const intervals: ReturnType<typeof setInterval>[] = [];
  let unexpose: () => void = () => undefined;
  let disposed = false;

  const publish = () => {
    snapshot = { room: store.getState(), media };
    listeners.forEach((listener) => listener());
  };
  store.subscribe(publish);
  const setMedia = (patch: Partial<MediaSnapshot>) => {
    media = { ...media, ...patch };
    publish();
  };

  const connection = new RoomConnection({
    url: options.url,
    ticket: options.ticket,
    WebSocket: options.WebSocket,
    backoff: options.backoff,
    onTicket: options.onTicket,
    onStatus: (status) => {
      store.dispatch({ type: 'connection', status });
      if (status.state === 'closed') stopMedia();
    },
    onFrame: (frame) => {
      store.dispatch({ type: 'frame', frame, at: now() });
      onFrame(frame);
    },
  });

  const rebuildLocal = () => {
    const live = [tracks.audio, tracks.video].filter(
      (t): t is MediaStreamTrack => !!t,
    );
    const local =
      live.length > 0 && typeof MediaStream !== 'undefined'
        ? new MediaStream(live)
        : null;
    setMedia({ local });
  };

  const sendMediaState = () => {
    connection.send({
      type: 'media',
      audio: wanted.audio && !!tracks.audio,
      video: wanted.video && !!tracks.video,
      screen: !!screenTrack,
    });
  };

  const selfPatch = () => ({
    audio: wanted.audio && !!tracks.audio,
    video: wanted.video && !!tracks.video,
    screen: !!screenTrack,
  });

  const transports = new TransportSwitch({
    createTransport: options.createTransport,
    createSfuTransport: options.createSfuTransport,
    sendSignal: (signal) => connection.send({ type: 'signal', ...signal }),
    room: () => store.getState(),
    local: () => ({
      audio: tracks.audio,
      camera: tracks.video,
      screen: screenTrack,
    }),
    onRemote: (remote, remoteScreens) => setMedia({ remote, remoteScreens }),
    onMeasure: (id, stream) => meter?.track(id, stream),
    onSfuReach: (reachable) => setMedia({ sfuUnreachable: !reachable }),
    onSpeaking: (id, talking) => {
      if (talking)
        setMedia({
          activeSpeakerId: id,
          recentSpeakers: noteSpeaker(media.recentSpeakers, id),
        });
      else if (media.activeSpeakerId === id)
        setMedia({ activeSpeakerId: null });
    },
  });

  const followMedia = () => {
    if (!transports.follow() || measuring) return;
    measuring = true;
    intervals.push(setInterval(() => void measureLinks(), STATS_EVERY_MS));
  };

  const measureLinks = async () => {
    const transport = transports.transport();
    if (!transport) return;
    const stats: Record<string, PeerStats> = await transport.stats();
    const quality = Object.fromEntries(
      Object.entries(stats).map(([id, s]) => [id, qualityOf(s)]),
    );
    setMedia({ quality });
  };

  const onFrame = (frame: RoomServerMessage) => {
    const room = store.getState();
    switch (frame.type) {
      case 'welcome':
        followMedia();
        transports.refreshAccess();
        transports.each((t) => t.setPeers(room.others.map((p) => p.id)));
        // Back after a signalling drop: the links may be stale too.
        if (enteredBefore) transports.each((t) => t.restartIce());
        enteredBefore = true;
        sendMediaState();
        store.dispatch({ type: 'self-changed', patch: selfPatch() });
        break;
      case 'media':
        followMedia();
        break;
      case 'ticket':
        transports.refreshAccess();
        break;
      case 'joined':
      case 'left':
      case 'updated':
        transports.each((t) => t.setPeers(room.others.map((p) => p.id)));
        break;
      case 'signal':
        transports.each((t) => void t.handleSignal(frame));
        break;
      case 'muted':
        wanted = { ...wanted, audio: false };
        if (tracks.audio) tracks.audio.enabled = false;
        break;
      case 'reaction': {
        const latest = room.reactions[room.reactions.length - 1];
        if (latest)
          later(reactionMs, () =>
            store.dispatch({ type: 'reaction-expired', id: latest.id }),
          );
        break;
      }
      default:
        break;
    }
  };

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const startMedia = async () => {
    const acquire = options.acquire;
    // The microphone opens muted too (unmuting is then instant); the camera only when on.
    const got = acquire
      ? await acquire({ ...options.media, audio: true })
      : {
          stream: null,
          audioProblem: 'unsupported' as const,
          videoProblem: 'unsupported' as const,
        };
    if (disposed) {
      got.stream?.getTracks().forEach((t) => t.stop());
      return;
    }
    tracks = {
      audio: got.stream?.getAudioTracks()[0] ?? null,
      video: got.stream?.getVideoTracks()[0] ?? null,
    };
    if (tracks.audio) tracks.audio.enabled = wanted.audio;
    meter = createAudioLevelMeter();
    rebuildLocal();
    setMedia({
      status: 'ready',
      audioProblem: got.audioProblem,
      videoProblem: got.videoProblem,
      audioAvailable: !!tracks.audio,
      videoAvailable: !!tracks.video || got.videoProblem === null,
    });
    transports.each((t) =>
      t.setLocalTracks({
        audio: tracks.audio,
        video: screenTrack && !t.setScreenTrack ? screenTrack : tracks.video,
      }),
    );
    if (meter) {
      intervals.push(setInterval(measureSpeakers, LEVELS_EVERY_MS));
    }
    sendMediaState();
    const self = store.getState().self;
    if (self) store.dispatch({ type: 'self-changed', patch: selfPatch() });
  };

  const measureSpeakers = () => {
    if (!meter) return;
    const room = store.getState();
    const selfId = room.self?.id;
    if (selfId) meter.track(selfId, wanted.audio ? media.local : null);
    const levels = meter.levels();
    // Muted people do not speak, whatever their line carries.
    for (const p of room.others) if (!p.audio) delete levels[p.id];
    const previous = media.activeSpeakerId;
    let activeSpeakerId = pickActiveSpeaker(levels, previous);
    // On the SFU, Janus says who else talks (onSpeaking); the meter hears only us.
    if (room.mediaMode === 'sfu' && !activeSpeakerId && previous !== selfId)
      activeSpeakerId = previous;
    if (activeSpeakerId !== previous)
      setMedia({
        activeSpeakerId,
        recentSpeakers: activeSpeakerId
          ? noteSpeaker(media.recentSpeakers, activeSpeakerId)
          : media.recentSpeakers,
      });
  };

  const stopMedia = () => {
    tracks.audio?.stop();
    tracks.video?.stop();
    screenTrack?.stop();
    screenTrack = null;
    transports.close();
    measuring = false;
    meter?.close();
    meter = null;
    intervals.splice(0).forEach((interval) => clearInterval(interval));
  };

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
    return track;
  };

  const canUnmute = () => {
    const { self, settings } = store.getState();
    return !settings.micLocked || !self || isModerator(self.role) || self.audio;
  };

  const actions: RoomActions = {
    toggleMic() {
      if (!tracks.audio) return;
      if (!wanted.audio && !canUnmute()) {
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
      wanted = { ...wanted, audio: !wanted.audio };
      tracks.audio.enabled = wanted.audio;
      store.dispatch({ type: 'self-changed', patch: selfPatch() });
      sendMediaState();
    },
    toggleCamera() {
      void (async () => {
        if (wanted.video && tracks.video) {
          wanted = { ...wanted, video: false };
          tracks.video.stop();
          tracks = { ...tracks, video: null };
          await transports.sendCamera(null);
        } else {
          const track = await openVideo(media.videoDeviceId);
          if (!track || disposed) return;
          wanted = { ...wanted, video: true };
          tracks = { ...tracks, video: track };
          await transports.sendCamera(track);
        }
        rebuildLocal();
        store.dispatch({ type: 'self-changed', patch: selfPatch() });
        sendMediaState();
      })();
    },
    toggleScreen() {
      void (async () => {
        if (screenTrack) {
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
          screenTrack = track;
          // The browser's own 'stop sharing' button.
          track.addEventListener('ended', stopSharing);
          await transports.sendScreen(track);
          setMedia({ screen: stream });
          store.dispatch({ type: 'self-changed', patch: selfPatch() });
          sendMediaState();
        } catch {
          // The person cancelled the picker, or the browser refused.
        }
      })();
    },
    switchDevice(kind, deviceId) {
      void (async () => {
        if (!options.acquire) return;
        const got = await options.acquire({
          ...options.media,
          audioDeviceId: kind === 'audio' ? deviceId : media.audioDeviceId,
          videoDeviceId: kind === 'video' ? deviceId : media.videoDeviceId,
          audio: kind === 'audio',
          video: kind === 'video',
        });
        const track =
          (kind === 'audio'
            ? got.stream?.getAudioTracks()[0]
            : got.stream?.getVideoTracks()[0]) ?? null;
        if (!track || disposed) {
          setMedia(
            kind === 'audio'
              ? { audioProblem: got.audioProblem }
              : { videoProblem: got.videoProblem },
          );
          return;
        }
        tracks[kind]?.stop();
        if (kind === 'audio') track.enabled = wanted.audio;
        tracks = { ...tracks, [kind]: track };
        if (kind === 'audio') await transports.sendAudio(track);
        else await transports.sendCamera(track);
        setMedia(
          kind === 'audio'
            ? { audioDeviceId: deviceId, audioProblem: null }
            : { videoDeviceId: deviceId, videoProblem: null },
        );
        if (kind === 'video') wanted = { ...wanted, video: true };
        rebuildLocal();
        store.dispatch({ type: 'self-changed', patch: selfPatch() });
        sendMediaState();
      })();
    },
    setHand(raised) {
      store.dispatch({ type: 'self-changed', patch: { handRaised: raised } });
      connection.send({ type: 'hand', raised });
    },
    react(reaction) {
      connection.send({ type: 'reaction', reaction });
    },
    sendChat(text) {
      const trimmed = text.trim();
      if (!trimmed) return false;
      return connection.send({ type: 'chat', text: trimmed });
    },
    admit(participantId) {
      connection.send({ type: 'admit', participantId });
    },
    deny(participantId) {
      connection.send({ type: 'deny', participantId });
    },
    mute(participantId) {
      connection.send({ type: 'mute', participantId });
    },
    remove(participantId, reason) {
      connection.send({
        type: 'remove',
        participantId,
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
      });
    },
    changeSettings(settings) {
      connection.send({ type: 'settings', settings });
    },
    setCohost(participantId, cohost) {
      connection.send({ type: 'cohost', participantId, cohost });
    },
    endRoom() {
      connection.send({ type: 'end' });
    },
    showVideos(wants) {
      transports.showVideos(wants);
    },
    leave() {
      connection.leave();
      store.dispatch({
        type: 'connection',
        status: { state: 'closed', ending: 'left' },
      });
      stopMedia();
    },
    reconnect() {
      const phase = store.getState().phase;
      if (phase === 'reconnecting') {
        connection.reconnectNow();
        return;
      }
      if (phase !== 'replaced' && phase !== 'failed') return;
      store.dispatch({ type: 'restart' });
      enteredBefore = false;
      void startMedia();
      connection.connect();
    },
  };

  function stopSharing() {
    const track = screenTrack;
    if (!track) return;
    track.removeEventListener('ended', stopSharing);
    track.stop();
    screenTrack = null;
    void transports.sendScreen(null);
    setMedia({ screen: null });
    store.dispatch({ type: 'self-changed', patch: selfPatch() });
    sendMediaState();
  }

  const onOnline = () => connection.reconnectNow();

  return {
    ...actions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    start() {
      disposed = false;
      void startMedia();
      connection.connect();
      unexpose = exposeForE2e(() => transports.transport());
      globalThis.addEventListener?.('online', onOnline);
    },
    dispose() {
      disposed = true;
      connection.stop('left');
      stopMedia();
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      unexpose();
      globalThis.removeEventListener?.('online', onOnline);
    },
  };
}
