// One person's presence in a live room: the socket (room-connection), the room's state
// (room-state), what the page reads (snapshot-feed), our camera and microphone (own-media,
// device-actions), the media transport (transport-switch) and the measurements (speaker-ring,
// link-stats). This puts them together and answers the server's frames; stories use a fixture
// controller with the same shape (test-support/live-fixtures.ts).
import type { RoomServerMessage } from '@ruume/contracts';
import { createDeviceActions, type LocalMedia } from './device-actions';
import { exposeForE2e } from '../e2e/e2e-hook';
import { createLinkStats } from './link-stats';
import { createOwnMedia } from './own-media';
import { roomCommands } from './room-commands';
import { RoomConnection } from './room-connection';
import {
  initialMedia,
  type RoomActions,
  type RoomController,
  type RoomControllerOptions,
} from './room-snapshot';
import { createRoomStore } from './room-state';
import { createSnapshotFeed } from './snapshot-feed';
import { createSpeakerRing } from './speaker-ring';
import { TransportSwitch } from './transport-switch';

export function createRoomController(
  options: RoomControllerOptions,
): RoomController {
  const store = createRoomStore();
  const feed = createSnapshotFeed(store, initialMedia(options.media));
  const now = options.now ?? Date.now;
  const reactionMs = options.reactionMs ?? 4000;
  const local: LocalMedia = {
    tracks: { audio: null, video: null },
    screen: null,
    wanted: { audio: options.media.audio, video: options.media.video },
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let enteredBefore = false;
  let unexpose: () => void = () => undefined;
  let disposed = false;

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
  const ring = createSpeakerRing({
    store,
    feed,
    ownVoice: () => (local.wanted.audio ? feed.media().local : null),
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
    onRemote: (remote, remoteScreens) =>
      feed.setMedia({ remote, remoteScreens }),
    onMeasure: ring.measure,
    onSfuReach: (reachable) => feed.setMedia({ sfuUnreachable: !reachable }),
    onSpeaking: ring.heard,
  });
  const stats = createLinkStats({ store, feed, transports, now });
  const own = createOwnMedia({
    options,
    store,
    feed,
    local,
    transports,
    ring,
    send: (frame) => connection.send(frame),
    disposed: () => disposed,
  });

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  function onFrame(frame: RoomServerMessage) {
    const room = store.getState();
    switch (frame.type) {
      case 'welcome':
        stats.follow();
        transports.refreshAccess();
        transports.refreshIceServers();
        transports.each((t) => t.setPeers(room.others.map((p) => p.id)));
        // Back after a signalling drop: the links may be stale too.
        if (enteredBefore) transports.each((t) => t.restartIce());
        enteredBefore = true;
        own.sendState();
        store.dispatch({ type: 'self-changed', patch: own.selfPatch() });
        // Invited on stage, or sent back to the audience: the camera and microphone follow.
        if (own.onStage() && !own.started()) void own.start();
        if (!own.onStage() && own.started()) own.stop();
        break;
      case 'media':
        stats.follow();
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
  }

  function stopMedia() {
    own.stop();
    transports.close();
    stats.stop();
  }

  const devices = createDeviceActions({
    options,
    store,
    now,
    local,
    transports,
    media: feed.media,
    setMedia: feed.setMedia,
    rebuildLocal: own.rebuild,
    sendMediaState: own.sendState,
    selfPatch: own.selfPatch,
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
      stats.showing(wants);
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
      void own.start();
      connection.connect();
    },
  };

  const onOnline = () => connection.reconnectNow();

  return {
    ...actions,
    subscribe: feed.subscribe,
    getSnapshot: feed.getSnapshot,
    start() {
      disposed = false;
      void own.start();
      connection.connect();
      unexpose = exposeForE2e(
        () => transports.transport(),
        () => feed.media(),
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
