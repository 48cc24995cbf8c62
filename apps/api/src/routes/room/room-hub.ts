// The rooms as this instance knows them: a replica of every occurrence someone is in (who is
// in, who waits, the settings; shared with the other instances over the room bus) and the
// sockets connected here. Every change is an event: applied here at once, published to the
// others, each instance telling its own sockets. The media itself never passes through here:
// peers connect directly (mediaMode 'mesh') and the hub only relays their signalling.
import { randomUUID } from 'node:crypto';
import {
  AUTH_FAILURE_MESSAGES,
  isModerator,
  ROOM_CHAT_HISTORY,
  ROOM_CLOSE_CODES,
  ROOM_TICKET_REFRESH_MS,
  roomErrorMessages,
  type RoomClientMessage,
  type RoomParticipant,
  type RoomRole,
  type RoomServerMessage,
  type RoomSettings,
  type RoomSocketError,
  type RoomWaiter,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type {
  BusMessage,
  MemberInfo,
  RoomBus,
  RoomEvent,
  WaiterInfo,
} from './room-bus';
import {
  type RoomRepository,
  type RoomSessionRow,
  settingsOf,
} from './repository';
import type { RoomMediaLayer } from './media';
import type { RoomTickets, TicketPayload } from './tickets';

/** Instances say they are alive this often… */
const HEARTBEAT_MS = 5_000;
/** …and the people of one not heard from for this long are gone. */
const INSTANCE_EXPIRY_MS = 15_000;
/** A dropped socket (reload, network change) may come back this long before the others see it leave. */
export const RECONNECT_GRACE_MS = 5_000;
/** How long the api's start waits for the room events' subscription. */
const SUBSCRIBE_WAIT_MS = 2_000;
/** A socket that cannot keep up is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Why the server closed a socket itself (its close handler then does nothing more). */
type Closing =
  | 'replaced'
  | 'removed'
  | 'denied'
  | 'ended'
  | 'left'
  | 'refused'
  | 'shutdown';

/** One socket of this instance, once its ticket was accepted. */
export interface Connection {
  socket: WebSocket;
  ticket: TicketPayload;
  state: 'waiting' | 'in';
  role: RoomRole;
  closing: Closing | null;
  /** Frames of one socket are handled one after the other (chat keeps its order). */
  queue: Promise<void>;
  refresh: NodeJS.Timeout | null;
}

interface Entry<T> {
  info: T;
  /** The instance whose socket it is. */
  instance: string;
}

interface Replica {
  roomId: string;
  sessionId: string;
  /** The host's tier cap; 0 until a socket of this instance loaded the room. */
  capacity: number;
  settings: RoomSettings;
  cohosts: Set<string>;
  members: Map<string, Entry<MemberInfo>>;
  waiters: Map<string, Entry<WaiterInfo>>;
  local: Map<string, Connection>;
}

const errorTexts: Record<RoomSocketError, string> = {
  TICKET_INVALID: roomErrorMessages.ticketInvalid,
  BAD_MESSAGE: roomErrorMessages.badMessage,
  TOO_FAST: roomErrorMessages.tooFast,
  NOT_MODERATOR: roomErrorMessages.notModerator,
  MIC_LOCKED: roomErrorMessages.micLocked,
  PARTICIPANT_NOT_FOUND: roomErrorMessages.participantNotFound,
  ROOM_FULL: roomErrorMessages.roomFull,
  ROOM_LOCKED: roomErrorMessages.roomLocked,
  REMOVED: roomErrorMessages.removed,
  DENIED: roomErrorMessages.denied,
  MEETING_ENDED: roomErrorMessages.meetingEnded,
};

export const errorFrame = (code: RoomSocketError): RoomServerMessage => ({
  type: 'error',
  code,
  message: errorTexts[code],
});

const defaultSettings = (): RoomSettings => ({
  locked: false,
  waitingRoom: false,
  micLocked: false,
});

const sameSettings = (a: RoomSettings, b: RoomSettings) =>
  a.locked === b.locked &&
  a.waitingRoom === b.waitingRoom &&
  a.micLocked === b.micLocked;

export type RoomHub = ReturnType<typeof createRoomHub>;

export function createRoomHub(deps: {
  bus: RoomBus;
  repository: RoomRepository;
  tickets: RoomTickets;
  media: RoomMediaLayer;
  log: FastifyBaseLogger;
}) {
  const { bus, repository, tickets, log } = deps;
  const instance = randomUUID();
  const replicas = new Map<string, Replica>();
  const lastHeard = new Map<string, number>();
  const graceTimers = new Set<NodeJS.Timeout>();
  let shuttingDown = false;
  let heartbeat: NodeJS.Timeout | null = null;

  // ---- sending ------------------------------------------------------------------------------

  const send = (connection: Connection, frame: RoomServerMessage) => {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A client that stopped reading would stall nobody but itself; it reconnects.
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(frame));
  };

  const close = (
    connection: Connection,
    closing: Closing,
    code: number,
    reason = '',
  ) => {
    connection.closing = closing;
    stopRefresh(connection);
    const { socket } = connection;
    if (
      socket.readyState === socket.OPEN ||
      socket.readyState === socket.CONNECTING
    ) {
      socket.close(code, reason);
    }
  };

  const insiders = (replica: Replica) =>
    [...replica.local.values()].filter((c) => c.state === 'in');

  const waitingList = (replica: Replica): RoomWaiter[] =>
    [...replica.waiters.values()]
      .map((entry) => entry.info.waiter)
      .sort((a, b) => a.since - b.since);

  const tellModerators = (replica: Replica) => {
    const frame: RoomServerMessage = {
      type: 'waiters',
      waiting: waitingList(replica),
    };
    for (const connection of insiders(replica)) {
      if (isModerator(connection.role)) send(connection, frame);
    }
  };

  // ---- the replica ---------------------------------------------------------------------------

  const replicaOf = (roomId: string, sessionId: string): Replica => {
    let replica = replicas.get(sessionId);
    if (!replica) {
      replica = {
        roomId,
        sessionId,
        capacity: 0,
        settings: defaultSettings(),
        cohosts: new Set(),
        members: new Map(),
        waiters: new Map(),
        local: new Map(),
      };
      replicas.set(sessionId, replica);
    }
    return replica;
  };

  const roleOf = (
    replica: Replica,
    participantId: string,
    ticketRole: 'host' | 'participant',
  ): RoomRole =>
    ticketRole === 'host'
      ? 'host'
      : replica.cohosts.has(participantId)
        ? 'cohost'
        : 'participant';

  /** Takes the stored settings and co-hosts of an occurrence (a socket of this instance reads them). */
  const load = (replica: Replica, row: RoomSessionRow, capacity: number) => {
    replica.capacity = capacity;
    replica.settings = settingsOf(row);
    replica.cohosts = new Set(row.cohosts);
  };

  const forget = (replica: Replica) => {
    if (
      replica.local.size === 0 &&
      replica.members.size === 0 &&
      replica.waiters.size === 0
    ) {
      replicas.delete(replica.sessionId);
    }
  };

  // ---- events --------------------------------------------------------------------------------

  /** Applies an event here and tells the other instances. */
  const emit = (replica: Replica, event: RoomEvent) => {
    if (shuttingDown) return;
    const message = {
      from: instance,
      roomId: replica.roomId,
      sessionId: replica.sessionId,
      ...event,
    } as BusMessage;
    apply(message);
    bus.publish(message);
  };

  function apply(message: BusMessage): void {
    if (message.kind === 'heartbeat' || message.kind === 'sync') return;
    if (message.kind === 'expel') return expel(message.userId);
    const replica =
      message.kind === 'end'
        ? replicas.get(message.sessionId)
        : replicaOf(message.roomId, message.sessionId);
    if (!replica) return;
    const mine = message.from === instance;

    switch (message.kind) {
      case 'member': {
        const { member } = message;
        const id = member.participant.id;
        const existed = replica.members.has(id);
        replica.members.set(id, { info: member, instance: message.from });
        const waited = replica.waiters.delete(id);
        const frame: RoomServerMessage = existed
          ? { type: 'updated', participant: member.participant }
          : { type: 'joined', participant: member.participant };
        for (const connection of insiders(replica)) {
          if (connection.ticket.participantId !== id) send(connection, frame);
        }
        if (waited) tellModerators(replica);
        return;
      }
      case 'gone': {
        const { participantId } = message;
        const member = replica.members.get(participantId);
        if (member && member.instance === message.from) {
          replica.members.delete(participantId);
          for (const connection of insiders(replica)) {
            send(connection, { type: 'left', participantId });
          }
        }
        const waiter = replica.waiters.get(participantId);
        if (waiter && waiter.instance === message.from) {
          replica.waiters.delete(participantId);
          tellModerators(replica);
        }
        forget(replica);
        return;
      }
      case 'waiter': {
        replica.waiters.set(message.waiter.waiter.id, {
          info: message.waiter,
          instance: message.from,
        });
        tellModerators(replica);
        return;
      }
      case 'decision': {
        const { participantId, admitted } = message;
        if (replica.waiters.delete(participantId)) tellModerators(replica);
        const connection = replica.local.get(participantId);
        if (!connection || connection.state !== 'waiting') return;
        if (admitted) {
          void enter(replica, connection).catch((err: unknown) =>
            failed(connection, err),
          );
        } else {
          send(connection, { type: 'denied' });
          replica.local.delete(participantId);
          close(connection, 'denied', ROOM_CLOSE_CODES.denied, 'denied');
          forget(replica);
        }
        return;
      }
      case 'replace': {
        if (mine) return;
        const connection = replica.local.get(message.participantId);
        if (!connection) return;
        replica.local.delete(message.participantId);
        close(connection, 'replaced', ROOM_CLOSE_CODES.replaced, 'replaced');
        return;
      }
      case 'chat': {
        for (const connection of insiders(replica)) {
          send(connection, { type: 'chat', message: message.message });
        }
        return;
      }
      case 'signal': {
        const connection = replica.local.get(message.to);
        if (connection?.state === 'in') {
          send(connection, { type: 'signal', ...message.signal });
        }
        return;
      }
      case 'reaction': {
        for (const connection of insiders(replica)) {
          send(connection, {
            type: 'reaction',
            from: message.participantId,
            reaction: message.reaction,
          });
        }
        return;
      }
      case 'settings': {
        applySettings(replica, message.settings, message.cohosts);
        return;
      }
      case 'mute': {
        const targets =
          message.participantId === 'all'
            ? insiders(replica).filter((c) => !isModerator(c.role))
            : [replica.local.get(message.participantId)].filter(
                (c): c is Connection => c?.state === 'in',
              );
        for (const connection of targets) {
          send(connection, { type: 'muted', by: message.by });
          const member = replica.members.get(connection.ticket.participantId);
          if (member && member.info.participant.audio) {
            announce(replica, connection, { audio: false });
          }
        }
        return;
      }
      case 'remove': {
        const connection = replica.local.get(message.participantId);
        if (!connection) return;
        send(connection, { type: 'removed', reason: message.reason });
        replica.local.delete(message.participantId);
        close(connection, 'removed', ROOM_CLOSE_CODES.removed, 'removed');
        emit(replica, { kind: 'gone', participantId: message.participantId });
        return;
      }
      case 'end': {
        for (const connection of replica.local.values()) {
          send(connection, { type: 'ended' });
          close(connection, 'ended', ROOM_CLOSE_CODES.ended, 'ended');
        }
        replicas.delete(replica.sessionId);
        return;
      }
    }
  }

  /** Closes this instance's sockets of a blocked account, like a removal (4003, not to come back). */
  function expel(userId: string): void {
    const reason = AUTH_FAILURE_MESSAGES.USER_BLOCK;
    for (const replica of [...replicas.values()]) {
      for (const [id, connection] of [...replica.local]) {
        if (connection.ticket.userId !== userId) continue;
        send(connection, { type: 'removed', reason });
        replica.local.delete(id);
        close(connection, 'removed', ROOM_CLOSE_CODES.removed, 'removed');
        emit(replica, { kind: 'gone', participantId: id });
      }
    }
  }

  function applySettings(
    replica: Replica,
    settings: RoomSettings,
    cohosts: string[],
  ) {
    const settingsChanged = !sameSettings(replica.settings, settings);
    replica.settings = settings;
    replica.cohosts = new Set(cohosts);
    const changed: RoomParticipant[] = [];
    for (const [id, entry] of replica.members) {
      const role = roleOf(replica, id, entry.info.ticketRole);
      if (role !== entry.info.participant.role) {
        entry.info.participant = { ...entry.info.participant, role };
        changed.push(entry.info.participant);
      }
    }
    for (const connection of replica.local.values()) {
      const role = roleOf(
        replica,
        connection.ticket.participantId,
        connection.ticket.role,
      );
      const promoted = !isModerator(connection.role) && isModerator(role);
      connection.role = role;
      if (connection.state !== 'in') continue;
      if (settingsChanged) send(connection, { type: 'settings', settings });
      // Everyone learns of a new role, its holder included.
      for (const participant of changed) {
        send(connection, { type: 'updated', participant });
      }
      if (promoted)
        send(connection, { type: 'waiters', waiting: waitingList(replica) });
    }
  }

  /** This instance's participant changed (media, hand, mute): everyone is told. */
  function announce(
    replica: Replica,
    connection: Connection,
    change: Partial<RoomParticipant>,
  ) {
    const entry = replica.members.get(connection.ticket.participantId);
    if (!entry) return;
    emit(replica, {
      kind: 'member',
      member: {
        ...entry.info,
        participant: { ...entry.info.participant, ...change },
      },
    });
  }

  function receive(message: BusMessage) {
    if (message.from === instance) return;
    lastHeard.set(message.from, Date.now());
    if (message.kind === 'sync') {
      reannounce();
      return;
    }
    apply(message);
  }

  /** Announces this instance's people again (another instance just subscribed). */
  function reannounce() {
    for (const replica of replicas.values()) {
      const base = {
        from: instance,
        roomId: replica.roomId,
        sessionId: replica.sessionId,
      };
      if (replica.local.size > 0) {
        bus.publish({
          ...base,
          kind: 'settings',
          settings: replica.settings,
          cohosts: [...replica.cohosts],
        });
      }
      for (const entry of replica.members.values()) {
        if (entry.instance === instance)
          bus.publish({ ...base, kind: 'member', member: entry.info });
      }
      for (const entry of replica.waiters.values()) {
        if (entry.instance === instance)
          bus.publish({ ...base, kind: 'waiter', waiter: entry.info });
      }
    }
  }

  /** Drops the people of instances that stopped saying they are alive. */
  function expire() {
    const now = Date.now();
    const dead = (entry: Entry<unknown>) =>
      entry.instance !== instance &&
      now - (lastHeard.get(entry.instance) ?? 0) > INSTANCE_EXPIRY_MS;
    for (const replica of [...replicas.values()]) {
      for (const [id, entry] of replica.members) {
        if (!dead(entry)) continue;
        replica.members.delete(id);
        for (const connection of insiders(replica)) {
          send(connection, { type: 'left', participantId: id });
        }
      }
      let waitersChanged = false;
      for (const [id, entry] of replica.waiters) {
        if (!dead(entry)) continue;
        replica.waiters.delete(id);
        waitersChanged = true;
      }
      if (waitersChanged) tellModerators(replica);
      forget(replica);
    }
    for (const [id, heard] of lastHeard) {
      if (now - heard > 10 * INSTANCE_EXPIRY_MS) lastHeard.delete(id);
    }
  }

  // ---- entering -----------------------------------------------------------------------------

  const failed = (connection: Connection, err: unknown) => {
    log.error({ err }, 'room socket failed');
    close(connection, 'refused', 1011, 'server error');
  };

  const startRefresh = (connection: Connection) => {
    connection.refresh = setInterval(() => {
      tickets
        .issue(connection.ticket)
        .then(({ ticket, expiresAt }) =>
          send(connection, { type: 'ticket', ticket, expiresAt }),
        )
        .catch((err: unknown) => log.warn({ err }, 'room ticket refresh'));
    }, ROOM_TICKET_REFRESH_MS);
    connection.refresh.unref();
  };

  function stopRefresh(connection: Connection) {
    if (connection.refresh) clearInterval(connection.refresh);
    connection.refresh = null;
  }

  /** Into the room: the welcome with everything, a fresh ticket, and everyone is told. */
  async function enter(
    replica: Replica,
    connection: Connection,
    handRaised = false,
  ): Promise<void> {
    const { participantId } = connection.ticket;
    const others = [...replica.members.keys()].filter(
      (id) => id !== participantId,
    );
    if (connection.role !== 'host' && others.length >= replica.capacity) {
      send(connection, errorFrame('ROOM_FULL'));
      replica.local.delete(participantId);
      close(connection, 'refused', ROOM_CLOSE_CODES.full, 'full');
      if (connection.state === 'waiting')
        emit(replica, { kind: 'gone', participantId });
      return;
    }
    const decided = await repository.decide(
      replica.sessionId,
      participantId,
      'admitted',
    );
    if (decided === 'denied') {
      send(connection, { type: 'denied' });
      replica.local.delete(participantId);
      close(connection, 'denied', ROOM_CLOSE_CODES.denied, 'denied');
      return;
    }
    const chat = await repository.chat(replica.sessionId, ROOM_CHAT_HISTORY);
    const fresh = await tickets.issue(connection.ticket);
    if (connection.closing || replica.local.get(participantId) !== connection)
      return;

    // A participant coming back (reload, another instance) keeps their place and state.
    const before = replica.members.get(participantId)?.info.participant;
    const self: RoomParticipant = {
      id: participantId,
      displayName: connection.ticket.displayName,
      role: connection.role,
      avatarUrl: connection.ticket.avatarUrl,
      audio: before?.audio ?? false,
      video: before?.video ?? false,
      screen: before?.screen ?? false,
      handRaised: before?.handRaised ?? handRaised,
      joinedAt: before?.joinedAt ?? Date.now(),
    };
    connection.state = 'in';
    send(connection, {
      type: 'welcome',
      self,
      participants: [...replica.members.values()]
        .map((entry) => entry.info.participant)
        .filter((participant) => participant.id !== participantId),
      waiting: isModerator(connection.role) ? waitingList(replica) : [],
      chat,
      settings: replica.settings,
      iceServers: deps.media.iceServers,
      mediaMode: deps.media.modeFor(replica.capacity),
    });
    send(connection, {
      type: 'ticket',
      ticket: fresh.ticket,
      expiresAt: fresh.expiresAt,
    });
    emit(replica, {
      kind: 'member',
      member: {
        participant: self,
        ticketRole: connection.ticket.role,
        userId: connection.ticket.userId,
        deviceHash: connection.ticket.device,
      },
    });
  }

  function wait(replica: Replica, connection: Connection) {
    const { participantId } = connection.ticket;
    connection.state = 'waiting';
    send(connection, { type: 'waiting' });
    const since =
      replica.waiters.get(participantId)?.info.waiter.since ?? Date.now();
    emit(replica, {
      kind: 'waiter',
      waiter: {
        waiter: {
          id: participantId,
          displayName: connection.ticket.displayName,
          signedIn: connection.ticket.userId !== null,
          since,
        },
        userId: connection.ticket.userId,
        deviceHash: connection.ticket.device,
      },
    });
  }

  // ---- moderation ----------------------------------------------------------------------------

  /** Lets waiters in while there is room; the moderator hears when the room is full. */
  async function admit(
    replica: Replica,
    moderator: Connection,
    ids: string[],
  ): Promise<void> {
    let free = replica.capacity - replica.members.size;
    for (const id of ids) {
      if (!replica.waiters.has(id)) continue;
      if (free <= 0) {
        send(moderator, errorFrame('ROOM_FULL'));
        return;
      }
      const decided = await repository.decide(
        replica.sessionId,
        id,
        'admitted',
      );
      emit(replica, {
        kind: 'decision',
        participantId: id,
        admitted: decided === 'admitted',
      });
      free--;
    }
  }

  async function moderate(
    replica: Replica,
    connection: Connection,
    message: Extract<
      RoomClientMessage,
      {
        type:
          | 'admit'
          | 'deny'
          | 'mute'
          | 'remove'
          | 'settings'
          | 'cohost'
          | 'end';
      }
    >,
  ): Promise<void> {
    const hostOnly = message.type === 'cohost' || message.type === 'end';
    if (
      !isModerator(connection.role) ||
      (hostOnly && connection.role !== 'host')
    ) {
      send(connection, errorFrame('NOT_MODERATOR'));
      return;
    }
    const self = connection.ticket.participantId;
    const outranks = (targetRole: RoomRole) =>
      targetRole === 'participant' || connection.role === 'host';

    switch (message.type) {
      case 'admit':
      case 'deny': {
        const ids =
          message.participantId === 'all'
            ? waitingList(replica).map((waiter) => waiter.id)
            : [message.participantId];
        if (
          message.participantId !== 'all' &&
          !replica.waiters.has(message.participantId)
        ) {
          send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
          return;
        }
        if (message.type === 'admit') {
          await admit(replica, connection, ids);
          return;
        }
        for (const id of ids) {
          await repository.decide(replica.sessionId, id, 'denied');
          emit(replica, {
            kind: 'decision',
            participantId: id,
            admitted: false,
          });
        }
        return;
      }
      case 'mute': {
        const target =
          message.participantId === 'all'
            ? null
            : replica.members.get(message.participantId);
        if (message.participantId !== 'all') {
          if (!target) {
            send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
            return;
          }
          if (
            target.info.participant.id !== self &&
            !outranks(target.info.participant.role)
          ) {
            send(connection, errorFrame('NOT_MODERATOR'));
            return;
          }
        }
        emit(replica, {
          kind: 'mute',
          participantId: message.participantId,
          by: connection.ticket.displayName,
        });
        return;
      }
      case 'remove': {
        const id = message.participantId;
        const member = replica.members.get(id)?.info;
        const waiter = replica.waiters.get(id)?.info;
        if ((!member && !waiter) || id === self) {
          send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
          return;
        }
        if (member && !outranks(member.participant.role)) {
          send(connection, errorFrame('NOT_MODERATOR'));
          return;
        }
        const who = member ?? waiter;
        const reason = message.reason ?? '';
        await repository.remove(
          replica.sessionId,
          {
            participantId: id,
            userId: who?.userId ?? null,
            deviceHash: who?.deviceHash ?? null,
          },
          reason,
        );
        if (replica.cohosts.has(id)) await setCohost(replica, id, false);
        emit(replica, { kind: 'remove', participantId: id, reason });
        return;
      }
      case 'settings': {
        const row = await repository.updateSettings(
          replica.sessionId,
          message.settings,
        );
        if (!row) return;
        const opened = replica.settings.waitingRoom && !row.waitingRoom;
        emit(replica, {
          kind: 'settings',
          settings: settingsOf(row),
          cohosts: row.cohosts,
        });
        // Turning the waiting room off lets in whoever waits (as long as there is room).
        if (opened)
          await admit(
            replica,
            connection,
            waitingList(replica).map((waiter) => waiter.id),
          );
        return;
      }
      case 'cohost': {
        const target = replica.members.get(message.participantId);
        if (!target || target.info.ticketRole === 'host') {
          send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
          return;
        }
        await setCohost(replica, message.participantId, message.cohost);
        return;
      }
      case 'end': {
        await repository.endSession(replica.sessionId);
        emit(replica, { kind: 'end' });
        return;
      }
    }
  }

  async function setCohost(replica: Replica, id: string, cohost: boolean) {
    const cohosts = new Set(replica.cohosts);
    if (cohost) cohosts.add(id);
    else cohosts.delete(id);
    const row = await repository.setCohosts(replica.sessionId, [...cohosts]);
    if (!row) return;
    emit(replica, {
      kind: 'settings',
      settings: settingsOf(row),
      cohosts: row.cohosts,
    });
  }

  // ---- a participant's own frames ------------------------------------------------------------

  async function handle(
    connection: Connection,
    message: RoomClientMessage,
  ): Promise<void> {
    const replica = replicas.get(connection.ticket.sessionId);
    if (!replica || connection.closing) return;
    const self = connection.ticket.participantId;

    if (message.type === 'leave') {
      replica.local.delete(self);
      close(connection, 'left', 1000, 'left');
      emit(replica, { kind: 'gone', participantId: self });
      return;
    }
    if (connection.state !== 'in' || message.type === 'hello') {
      // Waiting people may only leave; a second hello means nothing.
      send(connection, errorFrame('BAD_MESSAGE'));
      return;
    }
    const entry = replica.members.get(self);
    switch (message.type) {
      case 'signal': {
        const target = replica.members.get(message.to);
        if (!target || message.to === self) {
          send(connection, errorFrame('PARTICIPANT_NOT_FOUND'));
          return;
        }
        const signal = {
          from: self,
          ...(message.description !== undefined && {
            description: message.description,
          }),
          ...(message.candidate !== undefined && {
            candidate: message.candidate,
          }),
        };
        const local = replica.local.get(message.to);
        if (local) {
          if (local.state === 'in') send(local, { type: 'signal', ...signal });
          return;
        }
        bus.publish({
          from: instance,
          roomId: replica.roomId,
          sessionId: replica.sessionId,
          kind: 'signal',
          to: message.to,
          signal,
        });
        return;
      }
      case 'chat': {
        const stored = await repository.addChat(
          replica.sessionId,
          {
            participantId: self,
            displayName: connection.ticket.displayName,
            text: message.text,
          },
          ROOM_CHAT_HISTORY,
        );
        emit(replica, { kind: 'chat', message: stored });
        return;
      }
      case 'media': {
        const wasOn = entry?.info.participant.audio ?? false;
        let audio = message.audio;
        if (
          audio &&
          !wasOn &&
          replica.settings.micLocked &&
          !isModerator(connection.role)
        ) {
          send(connection, errorFrame('MIC_LOCKED'));
          audio = false;
        }
        announce(replica, connection, {
          audio,
          video: message.video,
          screen: message.screen,
        });
        return;
      }
      case 'hand': {
        await repository.setHand(replica.sessionId, self, message.raised);
        announce(replica, connection, { handRaised: message.raised });
        return;
      }
      case 'reaction': {
        emit(replica, {
          kind: 'reaction',
          participantId: self,
          reaction: message.reaction,
        });
        return;
      }
      default:
        await moderate(replica, connection, message);
    }
  }

  // ---- sockets -------------------------------------------------------------------------------

  return {
    instance,

    /** Subscribes to the other instances and starts saying this one is alive. */
    async start(): Promise<void> {
      const subscribing = bus
        .subscribe({
          message: receive,
          ready: () => bus.publish({ from: instance, kind: 'sync' }),
        })
        .catch((err: unknown) =>
          log.warn({ err }, 'room events: could not subscribe yet'),
        );
      // A Redis that does not answer does not hold the api's start up for long: the
      // subscription comes when it does, and the others are asked to announce then.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        subscribing,
        new Promise((resolve) => {
          waited = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      heartbeat = setInterval(() => {
        bus.publish({ from: instance, kind: 'heartbeat' });
        expire();
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },

    /** People in the occurrence now (any instance), and whether the host is among them. */
    presence(sessionId: string) {
      const replica = replicas.get(sessionId);
      const members = replica ? [...replica.members.values()] : [];
      return {
        participants: members.length,
        hostPresent: members.some((m) => m.info.ticketRole === 'host'),
        has: (participantId: string) =>
          replica?.members.has(participantId) ?? false,
      };
    },

    /**
     * A socket whose ticket was accepted: it replaces an older socket of the same participant,
     * then enters, waits, or is refused (locked, full).
     */
    async connect(
      connection: Connection,
      room: {
        session: RoomSessionRow;
        capacity: number;
        admission: 'admitted' | 'denied' | null;
        handRaised: boolean;
      },
    ): Promise<void> {
      if (shuttingDown) {
        close(connection, 'shutdown', 1012, 'service restart');
        return;
      }
      const { ticket } = connection;
      const replica = replicaOf(ticket.roomId, ticket.sessionId);
      load(replica, room.session, room.capacity);
      const id = ticket.participantId;

      const older = replica.local.get(id);
      if (older && older !== connection) {
        close(older, 'replaced', ROOM_CLOSE_CODES.replaced, 'replaced');
      }
      const elsewhere =
        replica.members.get(id)?.instance ?? replica.waiters.get(id)?.instance;
      if (elsewhere && elsewhere !== instance) {
        emit(replica, { kind: 'replace', participantId: id });
      }
      replica.local.set(id, connection);
      connection.role = roleOf(replica, id, ticket.role);
      startRefresh(connection);

      const moderator = isModerator(connection.role);
      const admitted = room.admission === 'admitted';
      if (replica.settings.locked && !moderator && !admitted) {
        send(connection, errorFrame('ROOM_LOCKED'));
        replica.local.delete(id);
        close(connection, 'refused', ROOM_CLOSE_CODES.locked, 'locked');
        forget(replica);
        return;
      }
      if (moderator || admitted || !replica.settings.waitingRoom) {
        await enter(replica, connection, room.handRaised);
      } else {
        wait(replica, connection);
      }
    },

    /** One parsed frame of an accepted socket, after the ones before it. */
    handle(connection: Connection, message: RoomClientMessage): void {
      connection.queue = connection.queue
        .then(() => handle(connection, message))
        .catch((err: unknown) => {
          log.error({ err }, 'room frame failed');
          send(connection, errorFrame('BAD_MESSAGE'));
        });
    },

    send,

    /** The socket closed: unless the server closed it on purpose, it may come back shortly. */
    disconnected(connection: Connection): void {
      stopRefresh(connection);
      if (connection.closing) return;
      connection.closing = 'left';
      const { sessionId, participantId } = connection.ticket;
      const replica = replicas.get(sessionId);
      if (!replica || replica.local.get(participantId) !== connection) return;
      replica.local.delete(participantId);
      const stillMine = () =>
        !replica.local.has(participantId) &&
        (replica.members.get(participantId)?.instance === instance ||
          replica.waiters.get(participantId)?.instance === instance);
      if (connection.state === 'waiting') {
        if (stillMine()) emit(replica, { kind: 'gone', participantId });
        return;
      }
      const timer = setTimeout(() => {
        graceTimers.delete(timer);
        if (replicas.get(sessionId) === replica && stillMine()) {
          emit(replica, { kind: 'gone', participantId });
        }
      }, RECONNECT_GRACE_MS);
      timer.unref();
      graceTimers.add(timer);
    },

    /**
     * A blocked account, on every instance: the occurrences of its rooms (already ended in the
     * database) end for everyone in them, and its own sockets in anyone's room close.
     */
    expelAccount(
      userId: string,
      endedRooms: Array<{ roomId: string; sessionId: string }>,
    ): void {
      if (shuttingDown) return;
      const messages: BusMessage[] = [
        ...endedRooms.map(
          (room): BusMessage => ({ from: instance, kind: 'end', ...room }),
        ),
        { from: instance, kind: 'expel', userId },
      ];
      for (const message of messages) {
        apply(message);
        bus.publish(message);
      }
    },

    /** Shutdown: every socket is told to reconnect (to this app's successor or another instance). */
    shutdown(): void {
      shuttingDown = true;
      for (const replica of replicas.values()) {
        for (const connection of replica.local.values()) {
          close(connection, 'shutdown', 1012, 'service restart');
        }
        replica.local.clear();
      }
    },

    async close(): Promise<void> {
      shuttingDown = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const timer of graceTimers) clearTimeout(timer);
      graceTimers.clear();
      await bus.close();
    },
  };
}
