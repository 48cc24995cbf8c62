// How each event changes this instance's replica and what its own sockets are told. Every
// instance runs this for every event, its own included (hub-fanout.ts); what an event does to the
// sockets of the person it concerns (moderation, signalling, admission) is delegated to them.
import {
  isModerator,
  ROOM_CLOSE_CODES,
  type RoomParticipant,
  type RoomServerMessage,
  type RoomSettings,
} from '@ruume/contracts';
import type { BusMessage } from './room-bus';
import { close, send, tellModerators } from './hub-delivery';
import {
  type Connection,
  headcount,
  insiders,
  type Replica,
  type Replicas,
  roleOf,
  sameSettings,
  seesByName,
  waitingList,
} from './hub-state';

type EventOf<K extends BusMessage['kind']> = Extract<BusMessage, { kind: K }>;

export interface EventEffects {
  /** A waiter here was let in (hub-presence.ts). */
  admitted(replica: Replica, connection: Connection): void;
  /** A signal for a socket here (hub-signalling.ts). */
  signal(replica: Replica, message: EventOf<'signal'>): void;
  /** A moderator muted someone, or everyone (hub-moderation.ts). */
  mute(replica: Replica, message: EventOf<'mute'>): void;
  /** A moderator removed someone (hub-moderation.ts). */
  remove(replica: Replica, message: EventOf<'remove'>): void;
  /** Someone watching was invited on stage, or someone on stage sent back (hub-stage.ts). */
  invite(replica: Replica, message: EventOf<'invite'>): void;
  unstage(replica: Replica, message: EventOf<'unstage'>): void;
  /** An account was blocked: its sockets here close (hub-moderation.ts). */
  expel(userId: string): void;
  /** This instance said someone is gone: their seat is free (hub-seats.ts). */
  out(replica: Replica, participantId: string): void;
  /** Someone this instance holds changed (the media layer enforces their audio). */
  changed(replica: Replica, participant: RoomParticipant): void;
  /** The room's media changed: everyone here is told (hub-media.ts). */
  media(replica: Replica, message: EventOf<'media'>): void;
  /** A recording started or ended: everyone here is told (hub-recording.ts). */
  recording(replica: Replica, message: EventOf<'recording'>): void;
}

export function createEvents(deps: {
  instance: string;
  replicas: Replicas;
  effects: EventEffects;
}) {
  const { replicas, effects } = deps;

  /** Everyone hears how many watch now, when the audience grew or shrank. */
  function tellAudience(replica: Replica, before: number) {
    const count = headcount(replica).audience;
    if (count !== before) everyone(replica, { type: 'audience', count });
  }

  function member(replica: Replica, message: EventOf<'member'>) {
    const { member } = message;
    const id = member.participant.id;
    const audienceBefore = headcount(replica).audience;
    const was = replica.members.get(id)?.info.participant;
    replica.members.set(id, { info: member, instance: message.from });
    const waited = replica.waiters.delete(id);
    if (message.from === deps.instance)
      effects.changed(replica, member.participant);
    for (const connection of insiders(replica)) {
      if (connection.ticket.participantId === id) continue;
      const frame = frameFor(connection, was, member.participant);
      if (frame) send(connection, frame);
    }
    tellAudience(replica, audienceBefore);
    if (waited) tellModerators(replica);
  }

  /**
   * What `viewer` hears of a change: someone coming on stage appears to those who saw only a
   * count, someone sent back to the audience leaves their view.
   */
  function frameFor(
    viewer: Connection,
    was: RoomParticipant | undefined,
    now: RoomParticipant,
  ): RoomServerMessage | null {
    const sawThem = was !== undefined && seesByName(viewer, was);
    if (!seesByName(viewer, now))
      return sawThem ? { type: 'left', participantId: now.id } : null;
    return sawThem
      ? { type: 'updated', participant: now }
      : { type: 'joined', participant: now };
  }

  /** Only the instance that announced someone says they are gone (a newer socket may be elsewhere). */
  function gone(replica: Replica, message: EventOf<'gone'>) {
    const { participantId } = message;
    if (message.from === deps.instance) effects.out(replica, participantId);
    const member = replica.members.get(participantId);
    if (member && member.instance === message.from) {
      const audienceBefore = headcount(replica).audience;
      replica.members.delete(participantId);
      for (const connection of insiders(replica)) {
        if (seesByName(connection, member.info.participant))
          send(connection, { type: 'left', participantId });
      }
      tellAudience(replica, audienceBefore);
    }
    const waiter = replica.waiters.get(participantId);
    if (waiter && waiter.instance === message.from) {
      replica.waiters.delete(participantId);
      tellModerators(replica);
    }
    replicas.forget(replica);
  }

  function waiter(replica: Replica, message: EventOf<'waiter'>) {
    replica.waiters.set(message.waiter.waiter.id, {
      info: message.waiter,
      instance: message.from,
    });
    tellModerators(replica);
  }

  function decision(replica: Replica, message: EventOf<'decision'>) {
    const { participantId, admitted } = message;
    if (replica.waiters.delete(participantId)) tellModerators(replica);
    const connection = replica.local.get(participantId);
    if (!connection || connection.state !== 'waiting') return;
    if (admitted) {
      effects.admitted(replica, connection);
      return;
    }
    send(connection, { type: 'denied' });
    replica.local.delete(participantId);
    close(connection, 'denied', ROOM_CLOSE_CODES.denied, 'denied');
    replicas.forget(replica);
  }

  /** The participant connected to another instance: the socket here gives way. */
  function replace(replica: Replica, message: EventOf<'replace'>) {
    if (message.from === deps.instance) return;
    const connection = replica.local.get(message.participantId);
    if (!connection) return;
    replica.local.delete(message.participantId);
    close(connection, 'replaced', ROOM_CLOSE_CODES.replaced, 'replaced');
  }

  function everyone(replica: Replica, frame: RoomServerMessage) {
    for (const connection of insiders(replica)) send(connection, frame);
  }

  function end(replica: Replica) {
    for (const connection of replica.local.values()) {
      send(connection, { type: 'ended' });
      close(connection, 'ended', ROOM_CLOSE_CODES.ended, 'ended');
    }
    replicas.delete(replica.occurrenceId);
  }

  function apply(message: BusMessage): void {
    if (message.kind === 'heartbeat' || message.kind === 'sync') return;
    if (message.kind === 'expel') return effects.expel(message.userId);
    if (message.kind === 'end') {
      const replica = replicas.get(message.occurrenceId);
      if (replica) end(replica);
      return;
    }
    const replica = replicas.of(message.roomId, message.occurrenceId);
    switch (message.kind) {
      case 'member':
        return member(replica, message);
      case 'gone':
        return gone(replica, message);
      case 'waiter':
        return waiter(replica, message);
      case 'decision':
        return decision(replica, message);
      case 'replace':
        return replace(replica, message);
      case 'chat':
        return everyone(replica, { type: 'chat', message: message.message });
      case 'reaction':
        return everyone(replica, {
          type: 'reaction',
          from: message.participantId,
          reaction: message.reaction,
        });
      case 'signal':
        return effects.signal(replica, message);
      case 'settings':
        return applySettings(replica, message.settings, message.cohosts);
      case 'mute':
        return effects.mute(replica, message);
      case 'remove':
        return effects.remove(replica, message);
      case 'invite':
        return effects.invite(replica, message);
      case 'unstage':
        return effects.unstage(replica, message);
      case 'media':
        return effects.media(replica, message);
      case 'recording':
        return effects.recording(replica, message);
    }
  }

  return { apply };
}

/** New settings and co-hosts: roles are recomputed, and everyone hears what changed. */
export function applySettings(
  replica: Replica,
  settings: RoomSettings,
  cohosts: string[],
): void {
  const settingsChanged = !sameSettings(replica.settings, settings);
  replica.settings = settings;
  replica.cohosts = new Set(cohosts);
  const changed = recomputeMemberRoles(replica);
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
      if (seesByName(connection, participant))
        send(connection, { type: 'updated', participant });
    }
    if (promoted)
      send(connection, { type: 'waiters', waiting: waitingList(replica) });
  }
}

function recomputeMemberRoles(replica: Replica): RoomParticipant[] {
  const changed: RoomParticipant[] = [];
  for (const [id, entry] of replica.members) {
    const role = roleOf(replica, id, entry.info.ticketRole);
    if (role !== entry.info.participant.role) {
      entry.info.participant = { ...entry.info.participant, role };
      changed.push(entry.info.participant);
    }
  }
  return changed;
}
