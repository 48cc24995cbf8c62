// One person's presence in a live room: the socket (room-connection), the room's state
// (room-state), the local camera and microphone, the media transport and the measurements
// (speaker, link quality). The page reads its snapshot and calls its actions; stories use a
// fixture controller with the same shape (test-support/live-fixtures.ts).
import { readRoomTicket, type RoomServerMessage } from '@ruume/contracts';
import { createAudioLevelMeter, type AudioLevelMeter } from './audio-levels';
import { createDeviceActions, type LocalMedia } from './device-actions';
import { exposeForE2e } from '../e2e/e2e-hook';
import { LinkMeasurements } from './link-measurements';
import { roomCommands } from './room-commands';
import { RoomConnection } from './room-connection';
import {
  initialMedia,
  type MediaSnapshot,
  type RoomActions,
  type RoomController,
  type RoomControllerOptions,
  type RoomSnapshot,
} from './room-snapshot';
import { createRoomStore, type RoomStore } from './room-state';
import { activeSpeaker, SfuTalking } from './sfu-talking';
import { noteSpeaker } from './stage-layout';
import { TransportSwitch } from './transport-switch';

const STATS_EVERY_MS = 2000;
const LEVELS_EVERY_MS = 250;

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
  const talking = new SfuTalking();
  const local: LocalMedia = {
    tracks: { audio: null, video: null },
    screen: null,
    wanted: { audio: options.media.audio, video: options.media.video },
  };
  let enteredBefore = false;
  /** The camera and microphone are open (or opening): people on stage only. */
  let localStarted = false;
  let speakersTimer: ReturnType<typeof setInterval> | undefined;
  /** Watching sends nothing: no camera or microphone is asked for (the ticket says, then the room). */
  const onStage = () => {
    const self = store.getState().self;
    return self
      ? self.role !== 'audience'
      : !readRoomTicket(options.ticket)?.watching;
  };
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
    const live = [local.tracks.audio, local.tracks.video].filter(
      (t): t is MediaStreamTrack => !!t,
    );
    setMedia({
      local:
        live.length > 0 && typeof MediaStream !== 'undefined'
          ? new MediaStream(live)
          : null,
    });
  };

  const sendMediaState = () => {
    // The audience sends nothing (the server would refuse it).
    if (store.getState().self?.role === 'audience') return;
    connection.send({
      type: 'media',
      audio: local.wanted.audio && !!local.tracks.audio,
      video: local.wanted.video && !!local.tracks.video,
      screen: !!local.screen,
    });
  };

  const selfPatch = () => ({
    audio: local.wanted.audio && !!local.tracks.audio,
    video: local.wanted.video && !!local.tracks.video,
    screen: !!local.screen,
  });

  const transports = new TransportSwitch({
    createTransport: options.createTransport,
    createSfuTransport: options.createSfuTransport,
    createWatchTransport: options.createWatchTransport,
    sendSignal: (signal) => connection.send({ type: 'signal', ...signal }),
    room: () => store.getState(),
    local: () => ({
      audio: local.tracks.audio,
      camera: local.tracks.video,
      screen: local.screen,
    }),
    onRemote: (remote, remoteScreens) => setMedia({ remote, remoteScreens }),
    onMeasure: (id, stream) => meter?.track(id, stream),
    onSfuReach: (reachable) => setMedia({ sfuUnreachable: !reachable }),
    onSpeaking: (id, talks) => {
      talking.note(id, talks);
      if (talks)
        setMedia({ recentSpeakers: noteSpeaker(media.recentSpeakers, id) });
      showSpeaker();
    },
  });

  const followMedia = () => {
    if (!transports.follow() || measuring) return;
    measuring = true;
    intervals.push(setInterval(() => void measureLinks(), STATS_EVERY_MS));
  };

  const links = new LinkMeasurements(now);
  const measureLinks = async () => {
    const transport = transports.transport();
    if (!transport) return;
    setMedia(await links.measure(transport, store.getState()));
  };

  const onFrame = (frame: RoomServerMessage) => {
    const room = store.getState();
    switch (frame.type) {
      case 'welcome':
        followMedia();
        transports.refreshAccess();
        transports.refreshIceServers();
        transports.each((t) => t.setPeers(room.others.map((p) => p.id)));
        // Back after a signalling drop: the links may be stale too.
        if (enteredBefore) transports.each((t) => t.restartIce());
        enteredBefore = true;
        sendMediaState();
        store.dispatch({ type: 'self-changed', patch: selfPatch() });
        // Invited on stage, or sent back to the audience: the camera and microphone follow.
        if (onStage() && !localStarted) void startMedia();
        if (!onStage() && localStarted) stopLocalMedia();
        break;
      case 'media':
        followMedia();
        break;
      case 'ticket':
        transports.refreshAccess();
        transports.refreshIceServers();
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
        local.wanted = { ...local.wanted, audio: false };
        if (local.tracks.audio) local.tracks.audio.enabled = false;
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
    if (!onStage()) return;
    localStarted = true;
    const acquire = options.acquire;
    // The microphone opens muted too (unmuting is then instant); the camera only when on.
    const got = acquire
      ? await acquire({
          ...options.media,
          audio: true,
          video: local.wanted.video,
        })
      : {
          stream: null,
          audioProblem: 'unsupported' as const,
          videoProblem: 'unsupported' as const,
        };
    if (disposed || !localStarted) {
      got.stream?.getTracks().forEach((t) => t.stop());
      return;
    }
    local.tracks = {
      audio: got.stream?.getAudioTracks()[0] ?? null,
      video: got.stream?.getVideoTracks()[0] ?? null,
    };
    if (local.tracks.audio) local.tracks.audio.enabled = local.wanted.audio;
    meter = createAudioLevelMeter();
    rebuildLocal();
    setMedia({
      status: 'ready',
      audioProblem: got.audioProblem,
      videoProblem: got.videoProblem,
      audioAvailable: !!local.tracks.audio,
      videoAvailable: !!local.tracks.video || got.videoProblem === null,
    });
    transports.each((t) =>
      t.setLocalTracks({
        audio: local.tracks.audio,
        video: local.tracks.video,
      }),
    );
    speakersTimer ??= setInterval(measureSpeakers, LEVELS_EVERY_MS);
    sendMediaState();
    const self = store.getState().self;
    if (self) store.dispatch({ type: 'self-changed', patch: selfPatch() });
  };

  const measureSpeakers = () => {
    if (!meter) return;
    const selfId = store.getState().self?.id;
    if (selfId) meter.track(selfId, local.wanted.audio ? media.local : null);
    showSpeaker();
  };

  /** The ring follows the levels, Janus's word and everyone's microphone (sfu-talking.ts). */
  const showSpeaker = () => {
    const previous = media.activeSpeakerId;
    const activeSpeakerId = activeSpeaker({
      room: store.getState(),
      levels: meter?.levels() ?? {},
      previous,
      talking,
    });
    if (activeSpeakerId !== previous)
      setMedia({
        activeSpeakerId,
        recentSpeakers: activeSpeakerId
          ? noteSpeaker(media.recentSpeakers, activeSpeakerId)
          : media.recentSpeakers,
      });
  };
  // A mute or an unmute moves the ring at once, not at the next measurement.
  store.subscribe(showSpeaker);

  /** Back in the audience: the camera, microphone and screen close; the transports stay. */
  const stopLocalMedia = () => {
    localStarted = false;
    local.tracks.audio?.stop();
    local.tracks.video?.stop();
    local.screen?.stop();
    local.tracks = { audio: null, video: null };
    local.screen = null;
    meter?.close();
    meter = null;
    clearInterval(speakersTimer);
    speakersTimer = undefined;
    rebuildLocal();
    setMedia({ screen: null });
  };

  const stopMedia = () => {
    stopLocalMedia();
    transports.close();
    measuring = false;
    intervals.splice(0).forEach((interval) => clearInterval(interval));
  };

  const devices = createDeviceActions({
    options,
    store,
    now,
    local,
    transports,
    media: () => media,
    setMedia,
    rebuildLocal,
    sendMediaState,
    selfPatch,
    disposed: () => disposed,
  });

  const actions: RoomActions = {
    ...devices,
    ...roomCommands(connection, store),
    answerStage(accept, choice) {
      store.dispatch({ type: 'stage-answered' });
      if (accept && choice) local.wanted = { ...choice };
      connection.send({ type: 'stage-answer', accept });
    },
    showVideos(wants) {
      links.showing(wants);
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
      unexpose = exposeForE2e(
        () => transports.transport(),
        () => media,
      );
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
