// Fixtures of the live room for stories and tests: people, a ticket the guard accepts, the
// room in each of its states, and a fixture controller that shows a state without a socket.
// Video tiles get canvas-drawn streams where the browser can capture a canvas (Storybook);
// in jsdom they fall back to avatars.
import { createElement, type ComponentType, type ReactElement } from 'react';
import type {
  RoomChatMessage,
  RoomParticipant,
  RoomWaiter,
} from '@ruume/contracts';
import { instantMeeting } from '@ruume/contracts/testing';
import { mediaSnapshot } from './media-fixtures';
import type {
  MediaSnapshot,
  RoomActions,
  RoomController,
  RoomSnapshot,
} from '../live/room-snapshot';
import {
  LiveRoomEnvironmentProvider,
  type LiveRoomEnvironment,
} from '../live/room-environment';
import { defaultDeviceChoice } from '../devices/device-choice';
import { saveRoomPass, clearRoomPass, type RoomPass } from '../live/room-pass';
import {
  initialRoomState,
  type LiveRecording,
  type LiveRoomState,
} from '../live/room-state';

export { fakeVideoStream, mediaSnapshot } from './media-fixtures';

/** The room of the stories: 'team standup' (an image background). */
export const liveRoomId = instantMeeting.roomId;

/** A fixed clock: 10 June 2025, 09:30 UTC. */
export const liveNow = Date.UTC(2025, 5, 10, 9, 30);

const base64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A ticket whose public part reads as the api's (the signature is not checked here). */
export function buildRoomTicket(
  roomId: string,
  participantId: string,
  expiresAt: number = Date.now() + 10 * 60 * 1000,
): string {
  return `${base64Url(
    JSON.stringify({ exp: expiresAt, data: { roomId, participantId } }),
  )}.fixture-mac`;
}

export function buildRoomPass(
  roomId: string = liveRoomId,
  participantId = 'p-jane',
  overrides: Partial<RoomPass> = {},
): RoomPass {
  return {
    ticket: buildRoomTicket(roomId, participantId),
    displayName: 'jane cooper',
    media: defaultDeviceChoice,
    ...overrides,
  };
}

export function buildParticipant(
  overrides: Partial<RoomParticipant> &
    Pick<RoomParticipant, 'id' | 'displayName'>,
): RoomParticipant {
  return {
    role: 'participant',
    avatarUrl: null,
    audio: true,
    video: true,
    screen: false,
    handRaised: false,
    joinedAt: liveNow - 10 * 60 * 1000,
    ...overrides,
  };
}

export const hostJane = buildParticipant({
  id: 'p-jane',
  displayName: 'jane cooper',
  role: 'host',
});
export const guestAda = buildParticipant({
  id: 'p-ada',
  displayName: 'ada lovelace',
  joinedAt: liveNow - 8 * 60 * 1000,
});
export const guestBo = buildParticipant({
  id: 'p-bo',
  displayName: 'bo park',
  audio: false,
  joinedAt: liveNow - 6 * 60 * 1000,
});
export const guestCy = buildParticipant({
  id: 'p-cy',
  displayName: 'cy okafor',
  video: false,
  joinedAt: liveNow - 4 * 60 * 1000,
});

export const waiters: RoomWaiter[] = [
  {
    id: 'w-dee',
    displayName: 'dee rivera',
    signedIn: true,
    since: liveNow - 60_000,
  },
  {
    id: 'w-eli',
    displayName: 'eli novak',
    signedIn: false,
    since: liveNow - 20_000,
  },
];

export const chatHistory: RoomChatMessage[] = [
  {
    id: 'm1',
    from: guestAda.id,
    displayName: guestAda.displayName,
    text: 'morning all! agenda is in the links panel.',
    sentAt: liveNow - 9 * 60 * 1000,
  },
  {
    id: 'm2',
    from: hostJane.id,
    displayName: hostJane.displayName,
    text: 'thanks ada. we start in two minutes.',
    sentAt: liveNow - 8 * 60 * 1000,
  },
  {
    id: 'm3',
    from: guestBo.id,
    displayName: guestBo.displayName,
    text: 'my mic is acting up, i will type here.',
    sentAt: liveNow - 5 * 60 * 1000,
  },
];

/** The room in the room, with `self` and `others`. */
export function inRoomState(
  overrides: Partial<LiveRoomState> = {},
): LiveRoomState {
  return {
    ...initialRoomState,
    phase: 'in-room',
    self: hostJane,
    others: [],
    iceServers: [{ urls: 'stun:stun.example.com:3478' }],
    ...overrides,
  };
}

const noop = () => undefined;

/** Actions that do nothing (a story shows one state), or `overrides` to watch them. */
export function fixtureActions(
  overrides: Partial<RoomActions> = {},
): RoomActions {
  return {
    toggleMic: noop,
    toggleCamera: noop,
    toggleScreen: noop,
    switchDevice: noop,
    setHand: noop,
    react: noop,
    sendChat: () => true,
    admit: noop,
    deny: noop,
    mute: noop,
    remove: noop,
    changeSettings: noop,
    setCohost: noop,
    moveToStage: noop,
    answerStage: noop,
    record: noop,
    endRoom: noop,
    showVideos: noop,
    leave: noop,
    reconnect: noop,
    ...overrides,
  };
}

/** A controller frozen in one state. */
export function fixtureController(
  room: LiveRoomState,
  media: Partial<MediaSnapshot> | ((room: LiveRoomState) => MediaSnapshot) = {},
): RoomController {
  let snapshot: RoomSnapshot | null = null;
  const read = () =>
    (snapshot ??= {
      room,
      media:
        typeof media === 'function' ? media(room) : mediaSnapshot(room, media),
    });
  return {
    ...fixtureActions(),
    subscribe: () => noop,
    getSnapshot: read,
    start: noop,
    dispose: () => {
      snapshot?.media.local?.getTracks().forEach((t) => t.stop());
      Object.values(snapshot?.media.remote ?? {}).forEach((s) =>
        s.getTracks().forEach((t) => t.stop()),
      );
      snapshot = null;
    },
  };
}

export const fixtureEnvironment = (
  create: () => RoomController,
): LiveRoomEnvironment => ({ createController: create });

/**
 * Story decorator: the visitor holds a pass for the story's room (or none with `pass: null`)
 * and the page's controller shows `room`.
 */
export const withLiveRoom =
  (
    room: LiveRoomState,
    {
      pass = buildRoomPass(),
      roomId = liveRoomId,
      media,
    }: {
      pass?: RoomPass | null;
      roomId?: string;
      media?: Partial<MediaSnapshot>;
    } = {},
  ) =>
  (Story: ComponentType): ReactElement => {
    // Before the page's guard reads it, on every render (idempotent).
    if (pass) saveRoomPass(roomId, pass);
    else clearRoomPass(roomId);
    return createElement(LiveRoomEnvironmentProvider, {
      value: environmentFor(room, media),
      children: createElement(Story),
    });
  };

// One environment per state, so re-renders keep the page's controller.
const environments = new WeakMap<LiveRoomState, LiveRoomEnvironment>();
const environmentFor = (
  room: LiveRoomState,
  media: Partial<MediaSnapshot> | undefined,
): LiveRoomEnvironment => {
  let environment = environments.get(room);
  if (!environment) {
    environment = fixtureEnvironment(() => fixtureController(room, media));
    environments.set(room, environment);
  }
  return environment;
};

/** A recording jane started 3 min 12 s before liveNow (both clocks agree here). */
export const janesRecording: LiveRecording = {
  by: hostJane.displayName,
  startedAt: liveNow - (3 * 60 + 12) * 1000,
  since: liveNow - (3 * 60 + 12) * 1000,
};

/** Each state of the room, for the page's stories. */
export const liveStates = {
  connecting: { ...initialRoomState } satisfies LiveRoomState,
  waiting: { ...initialRoomState, phase: 'waiting' } satisfies LiveRoomState,
  alone: inRoomState(),
  two: inRoomState({ others: [guestAda] }),
  four: inRoomState({ others: [guestAda, guestBo, guestCy] }),
  hostWithWaiters: inRoomState({
    others: [guestAda],
    waiting: waiters,
    knocks: waiters.length,
    settings: { ...initialRoomState.settings, waitingRoom: true },
  }),
  chat: inRoomState({ others: [guestAda, guestBo], chat: chatHistory }),
  handRaised: inRoomState({
    others: [{ ...guestAda, handRaised: true }, guestBo],
  }),
  reactions: inRoomState({
    others: [guestAda, guestBo],
    reactions: [
      { id: 'r1', from: guestAda.id, reaction: 'clap', at: liveNow },
      { id: 'r2', from: guestBo.id, reaction: 'heart', at: liveNow },
    ],
  }),
  screenSharing: inRoomState({
    others: [{ ...guestAda, screen: true }, guestBo, guestCy],
  }),
  /** In the audience of jane's room: the stage (jane, ada) and 41 watching. */
  watching: inRoomState({
    self: {
      ...guestCy,
      role: 'audience',
      audio: false,
      video: false,
    },
    others: [hostJane, guestAda],
    mediaMode: 'sfu',
    audience: 41,
  }),
  /** Someone watching before the stage is there. */
  watchingEmptyStage: inRoomState({
    self: { ...guestCy, role: 'audience', audio: false, video: false },
    others: [],
    mediaMode: 'sfu',
    audience: 3,
  }),
  /** The host recording the meeting. */
  recording: inRoomState({
    others: [guestAda, guestBo, guestCy],
    recording: janesRecording,
    recordable: 'yes',
  }),
  reconnecting: inRoomState({
    phase: 'reconnecting',
    attempt: 2,
    others: [guestAda, guestBo],
  }),
  guest: inRoomState({
    self: { ...guestAda, id: 'p-ada' },
    others: [hostJane, guestBo],
  }),
  removed: inRoomState({
    phase: 'removed',
    removedReason: 'please keep the chat on topic',
  }),
  denied: { ...initialRoomState, phase: 'denied' } satisfies LiveRoomState,
  ended: { ...initialRoomState, phase: 'ended' } satisfies LiveRoomState,
  replaced: { ...initialRoomState, phase: 'replaced' } satisfies LiveRoomState,
  failed: { ...initialRoomState, phase: 'failed' } satisfies LiveRoomState,
  refused: {
    ...initialRoomState,
    phase: 'refused',
    refusal: {
      code: 'ROOM_LOCKED',
      message: 'the host has locked this room. nobody new can join right now.',
    },
  } satisfies LiveRoomState,
};
