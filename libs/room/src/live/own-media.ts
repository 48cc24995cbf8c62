// Our camera and microphone in the room: opened while we are on the stage (the microphone muted
// too, so unmuting is instant; the camera only when on), handed to the transports and the
// speaker ring, closed when we go back to the audience. What we send is told to the room (a
// `media` frame) and to our own entry. Turning them on and off is device-actions.ts.
import { readRoomTicket, type RoomClientMessage } from '@ruume/contracts';
import type { LocalMedia } from './device-actions';
import type { RoomControllerOptions } from './room-snapshot';
import type { RoomStore } from './room-state';
import type { SnapshotFeed } from './snapshot-feed';
import type { SpeakerRing } from './speaker-ring';
import type { TransportSwitch } from './transport-switch';

export type OwnMedia = ReturnType<typeof createOwnMedia>;

export function createOwnMedia(deps: {
  options: Pick<RoomControllerOptions, 'acquire' | 'media' | 'ticket'>;
  store: RoomStore;
  feed: SnapshotFeed;
  local: LocalMedia;
  transports: TransportSwitch;
  ring: SpeakerRing;
  send(frame: RoomClientMessage): void;
  disposed(): boolean;
}) {
  const { options, store, feed, local, transports, ring } = deps;
  /** The camera and microphone are open (or opening): people on stage only. */
  let started = false;

  /** Watching sends nothing: no camera or microphone is asked for (the ticket says, then the room). */
  const onStage = () => {
    const self = store.getState().self;
    return self
      ? self.role !== 'audience'
      : !readRoomTicket(options.ticket)?.watching;
  };

  const rebuild = () => {
    const live = [local.tracks.audio, local.tracks.video].filter(
      (t): t is MediaStreamTrack => !!t,
    );
    feed.setMedia({
      local:
        live.length > 0 && typeof MediaStream !== 'undefined'
          ? new MediaStream(live)
          : null,
    });
  };

  /** What our entry says we send. */
  const selfPatch = () => ({
    audio: local.wanted.audio && !!local.tracks.audio,
    video: local.wanted.video && !!local.tracks.video,
    screen: !!local.screen,
  });

  const sendState = () => {
    // The audience sends nothing (the server would refuse it).
    if (store.getState().self?.role === 'audience') return;
    deps.send({ type: 'media', ...selfPatch() });
  };

  const start = async () => {
    if (!onStage()) return;
    started = true;
    const { acquire } = options;
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
    if (deps.disposed() || !started) {
      got.stream?.getTracks().forEach((t) => t.stop());
      return;
    }
    local.tracks = {
      audio: got.stream?.getAudioTracks()[0] ?? null,
      video: got.stream?.getVideoTracks()[0] ?? null,
    };
    if (local.tracks.audio) local.tracks.audio.enabled = local.wanted.audio;
    ring.start();
    rebuild();
    feed.setMedia({
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
    sendState();
    if (store.getState().self)
      store.dispatch({ type: 'self-changed', patch: selfPatch() });
  };

  /** Back in the audience, or out: the camera, microphone and screen close. */
  const stop = () => {
    started = false;
    local.tracks.audio?.stop();
    local.tracks.video?.stop();
    local.screen?.stop();
    local.tracks = { audio: null, video: null };
    local.screen = null;
    ring.stop();
    rebuild();
    feed.setMedia({ screen: null });
  };

  return {
    onStage,
    started: () => started,
    start,
    stop,
    rebuild,
    selfPatch,
    sendState,
  };
}
