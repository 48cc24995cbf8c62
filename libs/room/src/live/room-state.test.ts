import type { RoomServerMessage } from '@ruume/contracts';
import {
  chatHistory,
  guestAda,
  guestBo,
  hostJane,
  inRoomState,
  waiters,
} from '../test-support/live-fixtures';
import {
  createRoomStore,
  initialRoomState,
  roomReducer,
  type LiveRoomState,
} from './room-state';

const AT = 1_750_000_000_000;
const apply = (state: LiveRoomState, ...frames: RoomServerMessage[]) =>
  frames.reduce(
    (current, frame) => roomReducer(current, { type: 'frame', frame, at: AT }),
    state,
  );

const welcome = (
  overrides: Partial<Extract<RoomServerMessage, { type: 'welcome' }>> = {},
): RoomServerMessage => ({
  type: 'welcome',
  self: hostJane,
  participants: [hostJane, guestAda],
  waiting: [],
  chat: chatHistory,
  settings: { ...initialRoomState.settings, waitingRoom: true },
  iceServers: [{ urls: 'stun:stun.example.com' }],
  mediaMode: 'mesh',
  sfu: null,
  capacity: { participants: 4, limitedBy: 'tier' },
  audience: 0,
  recording: null,
  ...overrides,
});

describe('roomReducer', () => {
  it("'waiting' puts a guest in the waiting room", () => {
    expect(apply(initialRoomState, { type: 'waiting' }).phase).toBe('waiting');
  });

  it("'welcome' enters the room with everyone, the chat history and the settings", () => {
    const state = apply(initialRoomState, { type: 'waiting' }, welcome());
    expect(state.phase).toBe('in-room');
    expect(state.self).toEqual(hostJane);
    expect(state.others).toEqual([guestAda]);
    expect(state.chat).toEqual(chatHistory);
    expect(state.settings.waitingRoom).toBe(true);
    expect(state.iceServers).toEqual([{ urls: 'stun:stun.example.com' }]);
  });

  it("'welcome' counts the people already knocking for moderators", () => {
    expect(apply(initialRoomState, welcome({ waiting: waiters })).knocks).toBe(
      2,
    );
  });

  it("'joined', 'updated' and 'left' keep the others in joining order", () => {
    let state = apply(inRoomState(), { type: 'joined', participant: guestAda });
    state = apply(state, { type: 'joined', participant: guestBo });
    state = apply(state, {
      type: 'updated',
      participant: { ...guestAda, handRaised: true },
    });
    expect(state.others.map((p) => [p.id, p.handRaised])).toEqual([
      [guestAda.id, true],
      [guestBo.id, false],
    ]);
    state = apply(state, { type: 'left', participantId: guestAda.id });
    expect(state.others).toEqual([guestBo]);
  });

  it("'updated' about oneself changes self", () => {
    const state = apply(inRoomState(), {
      type: 'updated',
      participant: { ...hostJane, audio: false },
    });
    expect(state.self?.audio).toBe(false);
    expect(state.others).toEqual([]);
  });

  it("'waiters' replaces the list and counts only new knocks", () => {
    let state = apply(inRoomState(), {
      type: 'waiters',
      waiting: [waiters[0]],
    });
    expect(state.knocks).toBe(1);
    state = apply(state, { type: 'waiters', waiting: waiters });
    expect(state.knocks).toBe(2);
    state = apply(state, { type: 'waiters', waiting: [waiters[1]] });
    expect(state.waiting).toEqual([waiters[1]]);
    expect(state.knocks).toBe(2);
  });

  it("'chat' appends once, even when the same message comes twice", () => {
    const message = { ...chatHistory[0], id: 'new' };
    const state = apply(
      inRoomState(),
      { type: 'chat', message },
      { type: 'chat', message },
    );
    expect(state.chat).toEqual([message]);
  });

  it("'reaction' floats with who sent it; expiry removes it", () => {
    const state = apply(inRoomState(), {
      type: 'reaction',
      from: guestAda.id,
      reaction: 'clap',
    });
    expect(state.reactions).toEqual([
      expect.objectContaining({ from: guestAda.id, reaction: 'clap', at: AT }),
    ]);
    const expired = roomReducer(state, {
      type: 'reaction-expired',
      id: state.reactions[0].id,
    });
    expect(expired.reactions).toEqual([]);
  });

  it("'settings' replaces the room's settings", () => {
    const settings = {
      locked: true,
      waitingRoom: false,
      micLocked: true,
      audience: false,
      audienceChat: false,
    };
    expect(
      apply(inRoomState(), { type: 'settings', settings }).settings,
    ).toEqual(settings);
  });

  it("'muted' turns our microphone off and says so", () => {
    const state = apply(inRoomState(), { type: 'muted', by: 'jane cooper' });
    expect(state.self?.audio).toBe(false);
    expect(state.notice).toMatchObject({ kind: 'muted', seq: 1 });
  });

  it('a device or screen the browser refused is a notice of its own, after the last', () => {
    const muted = apply(inRoomState(), { type: 'muted', by: 'jane cooper' });
    const refused = roomReducer(muted, {
      type: 'device-problem',
      device: 'screen',
      problem: 'denied',
    });
    expect(refused.notice).toEqual({
      kind: 'device-problem',
      device: 'screen',
      problem: 'denied',
      seq: 2,
    });
  });

  it("'removed', 'denied' and 'ended' end the room; later frames change nothing", () => {
    const removed = apply(inRoomState(), { type: 'removed', reason: 'spam' });
    expect(removed).toMatchObject({ phase: 'removed', removedReason: 'spam' });
    expect(apply(removed, { type: 'joined', participant: guestAda })).toBe(
      removed,
    );
    expect(apply(inRoomState(), { type: 'denied' }).phase).toBe('denied');
    expect(apply(inRoomState(), { type: 'ended' }).phase).toBe('ended');
  });

  it("an 'error' frame is a notice, or the refusal of a full or locked room", () => {
    const notice = apply(inRoomState(), {
      type: 'error',
      code: 'MIC_LOCKED',
      message: 'locked',
    });
    expect(notice.notice).toMatchObject({ kind: 'error', code: 'MIC_LOCKED' });
    const refused = apply(initialRoomState, {
      type: 'error',
      code: 'ROOM_FULL',
      message: 'full',
    });
    expect(refused.refusal).toEqual({ code: 'ROOM_FULL', message: 'full' });
  });

  it("'ticket' and 'signal' frames leave the state as it is", () => {
    const state = inRoomState();
    expect(apply(state, { type: 'ticket', ticket: 't', expiresAt: 1 })).toBe(
      state,
    );
    expect(apply(state, { type: 'signal', from: guestAda.id })).toBe(state);
  });

  it('a dropped connection shows reconnecting in the room, and waiting stays waiting', () => {
    const drop = {
      type: 'connection' as const,
      status: { state: 'reconnecting' as const, attempt: 2, delayMs: 1000 },
    };
    expect(roomReducer(inRoomState(), drop)).toMatchObject({
      phase: 'reconnecting',
      attempt: 2,
    });
    const waiting = { ...initialRoomState, phase: 'waiting' as const };
    expect(roomReducer(waiting, drop).phase).toBe('waiting');
    // Back: the welcome enters again.
    expect(apply(roomReducer(inRoomState(), drop), welcome()).phase).toBe(
      'in-room',
    );
  });

  it('a closing keeps the reason a frame gave first', () => {
    const removed = apply(inRoomState(), { type: 'removed', reason: 'spam' });
    const closed = roomReducer(removed, {
      type: 'connection',
      status: { state: 'closed', ending: 'removed', code: 4003 },
    });
    expect(closed.removedReason).toBe('spam');
    expect(
      roomReducer(inRoomState(), {
        type: 'connection',
        status: { state: 'closed', ending: 'replaced', code: 4009 },
      }).phase,
    ).toBe('replaced');
  });

  it("'restart' starts over (use here, try again)", () => {
    const replaced = { ...inRoomState(), phase: 'replaced' as const };
    expect(roomReducer(replaced, { type: 'restart' })).toEqual(
      initialRoomState,
    );
  });
});

describe("roomReducer: the SFU's frames", () => {
  const access = (token: string) => ({
    url: 'ws://127.0.0.1:8188',
    token,
    room: 1234,
    joinToken: 'join-jane',
    feeds: { camera: 11, screen: 12 },
    expiresAt: AT + 60_000,
  });
  const media = (
    state: 'ok' | 'reconnecting' | 'unavailable',
    sfu: ReturnType<typeof access> | null,
  ): RoomServerMessage => ({ type: 'media', mediaMode: 'sfu', state, sfu });

  it('the welcome keeps the access and the capacity', () => {
    const state = apply(
      initialRoomState,
      welcome({
        mediaMode: 'sfu',
        sfu: access('t1'),
        capacity: { participants: 4, limitedBy: 'no-sfu' },
      }),
    );
    expect(state.mediaMode).toBe('sfu');
    expect(state.sfuState).toBe('ok');
    expect(state.sfu?.token).toBe('t1');
    expect(state.capacity).toEqual({ participants: 4, limitedBy: 'no-sfu' });
  });

  it('moves to the SFU, reconnects, gets fresh access, then says it is unavailable', () => {
    let state = apply(inRoomState(), media('ok', access('t1')));
    expect([state.mediaMode, state.sfuState, state.sfu?.token]).toEqual([
      'sfu',
      'ok',
      't1',
    ]);
    state = apply(state, media('reconnecting', null));
    expect([state.sfuState, state.sfu]).toEqual(['reconnecting', null]);
    state = apply(state, media('ok', access('t2')));
    expect([state.sfuState, state.sfu?.token]).toEqual(['ok', 't2']);
    state = apply(state, media('unavailable', null));
    expect([state.mediaMode, state.sfuState, state.sfu]).toEqual([
      'sfu',
      'unavailable',
      null,
    ]);
  });

  it('back to the mesh when the room is small enough', () => {
    const state = apply(inRoomState(), media('unavailable', null), {
      type: 'media',
      mediaMode: 'mesh',
      state: 'unavailable',
      sfu: null,
    });
    expect([state.mediaMode, state.sfuState]).toEqual(['mesh', null]);
  });

  it("a ticket frame's ICE servers replace the room's (fresh TURN credentials)", () => {
    const fresh = [
      {
        urls: ['turn:turn.example:3478'],
        username: '1765000000:p',
        credential: 'c',
      },
    ];
    const state = inRoomState();
    const next = apply(state, {
      type: 'ticket',
      ticket: 't',
      expiresAt: AT,
      iceServers: fresh,
    });
    expect(next.iceServers).toEqual(fresh);
    expect(next.self).toBe(state.self);
  });

  it("a ticket frame's access refreshes the token on the SFU only", () => {
    const ticket = (sfu: ReturnType<typeof access> | null | undefined) =>
      ({ type: 'ticket', ticket: 't', expiresAt: AT, sfu }) as const;
    const onSfu = apply(inRoomState(), media('ok', access('t1')));
    expect(apply(onSfu, ticket(access('t2'))).sfu?.token).toBe('t2');
    expect(apply(onSfu, ticket(undefined))).toBe(onSfu);
    const mesh = inRoomState();
    expect(apply(mesh, ticket(access('t2')))).toBe(mesh);
  });
});

describe('recording the meeting', () => {
  const STARTED = AT - 5_000;
  const recording = { startedAt: STARTED, by: 'jane cooper' };
  const frame = (
    overrides: Partial<Extract<RoomServerMessage, { type: 'recording' }>> = {},
  ): RoomServerMessage => ({ type: 'recording', recording, ...overrides });

  it('the welcome says whether it records and, to moderators, whether they may', () => {
    const state = apply(
      initialRoomState,
      welcome({ recording, recordable: 'storage-full' }),
    );
    // Found running: counted from the server's start, and not announced (the lobby said it).
    expect(state.recording).toEqual({ ...recording, since: STARTED });
    expect(state.recordable).toBe('storage-full');
    expect(state.notice).toBeNull();
    expect(apply(initialRoomState, welcome()).recordable).toBeNull();
  });

  it("a 'recording' frame starts it on our clock and says who started it", () => {
    const state = apply(inRoomState(), frame({ recordable: 'yes' }));
    expect(state.recording).toEqual({ ...recording, since: AT });
    expect(state.recordable).toBe('yes');
    expect(state.notice).toEqual({
      seq: 1,
      kind: 'recording-started',
      by: 'jane cooper',
    });
  });

  it('the same recording again keeps its start and says nothing; recordable kept when not sent', () => {
    const started = apply(inRoomState({ recordable: 'yes' }), frame());
    const again = roomReducer(started, {
      type: 'frame',
      frame: frame(),
      at: AT + 60_000,
    });
    expect(again.recording?.since).toBe(AT);
    expect(again.notice).toBe(started.notice);
    expect(again.recordable).toBe('yes');
  });

  it.each([
    ['stopped', undefined],
    ['storage-full', 'storage-full'],
    ['failed', 'failed'],
  ] as const)('stopped (%s) is said with its reason', (stop, stopped) => {
    const started = apply(inRoomState(), frame());
    const state = apply(
      started,
      frame({ recording: null, stopped, recordable: 'storage-full' }),
    );
    expect(state.recording).toBeNull();
    expect(state.recordable).toBe('storage-full');
    expect(state.notice).toEqual({
      seq: 2,
      kind: 'recording-stopped',
      stop,
    });
  });

  it('the end of the meeting stops it silently', () => {
    const started = apply(inRoomState(), frame());
    const state = apply(started, frame({ recording: null, stopped: 'ended' }));
    expect(state.recording).toBeNull();
    expect(state.notice).toBe(started.notice);
  });

  it('back after a drop, a recording started meanwhile is announced', () => {
    const dropped = inRoomState({ phase: 'reconnecting' });
    const state = apply(dropped, welcome({ recording }));
    expect(state.notice).toMatchObject({ kind: 'recording-started' });
    expect(apply(state, welcome({ recording })).notice).toBe(state.notice);
  });

  it.each([
    ['RECORDING_NOT_IN_PLAN', 'not-in-plan'],
    ['RECORDING_STORAGE_FULL', 'storage-full'],
    ['RECORDING_UNAVAILABLE', 'unavailable'],
  ] as const)(
    'a refusal (%s) is a notice with the server’s words, and the button explains from then on',
    (code, recordable) => {
      const state = apply(inRoomState({ recordable: 'yes' }), {
        type: 'error',
        code,
        message: 'the words',
      });
      expect(state.notice).toMatchObject({
        kind: 'error',
        code,
        message: 'the words',
      });
      expect(state.recordable).toBe(recordable);
      expect(state.recording).toBeNull();
    },
  );
});

describe('createRoomStore', () => {
  it('notifies on changes only', () => {
    const store = createRoomStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'frame', frame: { type: 'waiting' }, at: AT });
    store.dispatch({
      type: 'frame',
      frame: { type: 'ticket', ticket: 't', expiresAt: 1 },
      at: AT,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().phase).toBe('waiting');
  });
});
