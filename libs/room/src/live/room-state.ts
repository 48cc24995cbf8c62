// What the live room shows, as a pure reducer over the socket's frames and the connection's
// states, so every rule is tested without a browser. The page reads it through a small
// external store (useSyncExternalStore); side effects (media, sounds, navigation) live in the
// controller that feeds it (room-controller).
import {
  ROOM_CHAT_HISTORY,
  type RoomParticipant,
  type RoomRecordable,
  type RoomRecording,
  type RoomRecordingStop,
  type RoomServerMessage,
  type RoomSocketError,
  type RoomWaiter,
} from '@ruume/contracts';

import {
  type LiveRecording,
  type LiveRoomState,
  type RoomAction,
  type RoomNotice,
  type RoomNoticeBody,
  type ConnectionStatus,
  TERMINAL_PHASES,
} from './room-state-types';

export * from './room-state-types';

export const initialRoomState: LiveRoomState = {
  phase: 'connecting',
  attempt: 0,
  self: null,
  others: [],
  waiting: [],
  knocks: 0,
  chat: [],
  settings: {
    locked: false,
    waitingRoom: false,
    micLocked: false,
    audience: true,
    audienceChat: true,
  },
  iceServers: [],
  mediaMode: 'mesh',
  sfu: null,
  sfuState: null,
  capacity: null,
  audience: 0,
  watch: null,
  stageInvite: null,
  reactions: [],
  recording: null,
  recordable: null,
  removedReason: null,
  refusal: null,
  notice: null,
};

/** Reactions on screen at once, at most (a burst of claps stays readable). */
const MAX_FLOATING_REACTIONS = 12;
/** Chat kept in memory: the history a late joiner gets, and then some. */
const MAX_CHAT = ROOM_CHAT_HISTORY * 2;

const REFUSING_ERRORS: ReadonlySet<RoomSocketError> = new Set([
  'ROOM_FULL',
  'ROOM_LOCKED',
  'AUDIENCE_FULL',
]);

const upsert = (list: RoomParticipant[], participant: RoomParticipant) =>
  list.some((p) => p.id === participant.id)
    ? list.map((p) => (p.id === participant.id ? participant : p))
    : [...list, participant];

const newWaiters = (before: RoomWaiter[], after: RoomWaiter[]) =>
  after.filter((w) => !before.some((b) => b.id === w.id)).length;

const notice = (state: LiveRoomState, next: RoomNoticeBody): RoomNotice => ({
  ...next,
  seq: (state.notice?.seq ?? 0) + 1,
});

/** Refusals to record that also say what the record button explains from then on. */
const RECORDABLE_AFTER: Partial<Record<RoomSocketError, RoomRecordable>> = {
  RECORDING_NOT_IN_PLAN: 'not-in-plan',
  RECORDING_STORAGE_FULL: 'storage-full',
  RECORDING_UNAVAILABLE: 'unavailable',
};

/**
 * The recording as this browser counts it: the same one keeps its start on our clock; one
 * heard of live (`heardAt`) starts then, as the server just started it; one found running (a
 * welcome) counts from the server's start.
 */
function liveRecording(
  before: LiveRecording | null,
  recording: RoomRecording | null,
  heardAt?: number,
): LiveRecording | null {
  if (!recording) return null;
  if (before?.startedAt === recording.startedAt)
    return { ...before, by: recording.by };
  return { ...recording, since: heardAt ?? recording.startedAt };
}

/** A recording started or stopped, said once (the meeting's end says itself). */
function recordingNotice(
  state: LiveRoomState,
  next: LiveRecording | null,
  stop: RoomRecordingStop = 'stopped',
): RoomNotice | null {
  if (next && next.startedAt !== state.recording?.startedAt)
    return notice(state, { kind: 'recording-started', by: next.by });
  if (!next && state.recording && stop !== 'ended')
    return notice(state, { kind: 'recording-stopped', stop });
  return state.notice;
}

/** The room's media moved or its SFU node came and went. */
function onMedia(
  state: LiveRoomState,
  frame: Extract<RoomServerMessage, { type: 'media' }>,
): LiveRoomState {
  if (frame.mediaMode === 'mesh')
    return { ...state, mediaMode: 'mesh', sfu: null, sfuState: null };
  return {
    ...state,
    mediaMode: 'sfu',
    sfuState: frame.state,
    // While reconnecting the old access points at a room that is gone.
    sfu: frame.state === 'ok' ? frame.sfu : null,
  };
}

/** A fresh ticket: a refreshed Janus token comes with it; without `sfu` nothing changed. */
function onTicket(
  state: LiveRoomState,
  frame: Extract<RoomServerMessage, { type: 'ticket' }>,
): LiveRoomState {
  if (frame.watch !== undefined) return { ...state, watch: frame.watch };
  if (frame.sfu === undefined || state.mediaMode !== 'sfu') return state;
  return { ...state, sfu: frame.sfu };
}

/** Fresh TURN credentials (they expire) replace the old; none given keeps the state as it is. */
const withIceServers = (
  state: LiveRoomState,
  iceServers: LiveRoomState['iceServers'] | undefined,
): LiveRoomState => (iceServers ? { ...state, iceServers } : state);

function onFrame(
  state: LiveRoomState,
  frame: RoomServerMessage,
  at: number,
): LiveRoomState {
  switch (frame.type) {
    case 'waiting':
      return { ...state, phase: 'waiting', attempt: 0 };
    case 'welcome': {
      const waiting = frame.waiting;
      const recording = liveRecording(state.recording, frame.recording);
      return {
        ...state,
        phase: 'in-room',
        attempt: 0,
        self: frame.self,
        others: frame.participants.filter((p) => p.id !== frame.self.id),
        waiting,
        knocks: state.knocks + newWaiters(state.waiting, waiting),
        // The history replaces what we had: after a reconnect it holds what we missed.
        chat: frame.chat.slice(-MAX_CHAT),
        settings: frame.settings,
        iceServers: frame.iceServers,
        mediaMode: frame.mediaMode,
        sfu: frame.sfu,
        sfuState:
          frame.mediaMode === 'sfu'
            ? frame.sfu
              ? 'ok'
              : state.sfuState
            : null,
        capacity: frame.capacity,
        audience: frame.audience,
        watch: frame.watch ?? null,
        // A welcome also follows a move between the stage and the audience.
        stageInvite: null,
        recording,
        recordable: frame.recordable ?? null,
        // Back after a drop: a recording may have started or stopped meanwhile.
        notice:
          state.phase === 'reconnecting'
            ? recordingNotice(state, recording)
            : state.notice,
      };
    }
    case 'recording': {
      const recording = liveRecording(state.recording, frame.recording, at);
      return {
        ...state,
        recording,
        recordable: frame.recordable ?? state.recordable,
        notice: recordingNotice(state, recording, frame.stopped),
      };
    }
    case 'stage-invite':
      return { ...state, stageInvite: { by: frame.by } };
    case 'audience':
      return { ...state, audience: frame.count };
    case 'ticket':
      return withIceServers(onTicket(state, frame), frame.iceServers);
    case 'media':
      return {
        ...onMedia(state, frame),
        ...(frame.watch === undefined ? {} : { watch: frame.watch }),
      };
    case 'joined':
    case 'updated':
      if (frame.participant.id === state.self?.id)
        return { ...state, self: frame.participant };
      return { ...state, others: upsert(state.others, frame.participant) };
    case 'left':
      return {
        ...state,
        others: state.others.filter((p) => p.id !== frame.participantId),
      };
    case 'waiters':
      return {
        ...state,
        waiting: frame.waiting,
        knocks: state.knocks + newWaiters(state.waiting, frame.waiting),
      };
    case 'signal':
      return state;
    case 'chat':
      if (state.chat.some((m) => m.id === frame.message.id)) return state;
      return {
        ...state,
        chat: [...state.chat, frame.message].slice(-MAX_CHAT),
      };
    case 'reaction':
      return {
        ...state,
        reactions: [
          ...state.reactions,
          {
            id: `${frame.from}-${at}-${state.reactions.length}`,
            from: frame.from,
            reaction: frame.reaction,
            at,
          },
        ].slice(-MAX_FLOATING_REACTIONS),
      };
    case 'settings':
      return { ...state, settings: frame.settings };
    case 'muted':
      return {
        ...state,
        self: state.self ? { ...state.self, audio: false } : state.self,
        notice: notice(state, { kind: 'muted', message: frame.by }),
      };
    case 'removed':
      return { ...state, phase: 'removed', removedReason: frame.reason };
    case 'denied':
      return { ...state, phase: 'denied' };
    case 'ended':
      return { ...state, phase: 'ended' };
    case 'error':
      if (REFUSING_ERRORS.has(frame.code))
        return {
          ...state,
          refusal: { code: frame.code, message: frame.message },
        };
      return {
        ...state,
        recordable: RECORDABLE_AFTER[frame.code] ?? state.recordable,
        notice: notice(state, {
          kind: 'error',
          code: frame.code,
          message: frame.message,
        }),
      };
  }
}

function onConnection(
  state: LiveRoomState,
  status: ConnectionStatus,
): LiveRoomState {
  switch (status.state) {
    case 'connecting':
      return state.phase === 'connecting'
        ? { ...state, attempt: status.attempt }
        : state;
    case 'open':
      return state;
    case 'reconnecting':
      // Someone waiting keeps seeing the waiting screen while the socket comes back.
      return {
        ...state,
        phase: state.phase === 'waiting' ? 'waiting' : 'reconnecting',
        attempt: status.attempt,
      };
    case 'closed':
      // A frame may have said it first (removed with its reason): keep that.
      if (TERMINAL_PHASES.has(state.phase) && state.phase !== 'left')
        return state;
      return { ...state, phase: status.ending };
  }
}

export function roomReducer(
  state: LiveRoomState,
  action: RoomAction,
): LiveRoomState {
  switch (action.type) {
    case 'frame':
      // After the end, late frames change nothing.
      if (TERMINAL_PHASES.has(state.phase)) return state;
      return onFrame(state, action.frame, action.at);
    case 'connection':
      return onConnection(state, action.status);
    case 'self-changed':
      return state.self
        ? { ...state, self: { ...state.self, ...action.patch } }
        : state;
    case 'stage-answered':
      return { ...state, stageInvite: null };
    case 'device-problem':
      return {
        ...state,
        notice: notice(state, {
          kind: 'device-problem',
          device: action.device,
          problem: action.problem,
        }),
      };
    case 'reaction-expired':
      return {
        ...state,
        reactions: state.reactions.filter((r) => r.id !== action.id),
      };
    case 'restart':
      return { ...initialRoomState };
  }
}

/** Everyone in the room, self first. */
export const everyone = (state: LiveRoomState): RoomParticipant[] =>
  state.self ? [state.self, ...state.others] : state.others;

export const participantName = (
  state: LiveRoomState,
  id: string,
): string | undefined => everyone(state).find((p) => p.id === id)?.displayName;

// ---- A tiny external store for useSyncExternalStore -------------------------------------------

export interface RoomStore {
  getState(): LiveRoomState;
  dispatch(action: RoomAction): void;
  subscribe(listener: () => void): () => void;
}

export function createRoomStore(
  initial: LiveRoomState = initialRoomState,
): RoomStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = roomReducer(state, action);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
