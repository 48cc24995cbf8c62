// Who gets the speaking ring. On the SFU, Janus's word on who talks is kept as a state per
// person, not followed as edges: Janus (VideoRoom 1.1.2) measures talking only while a stream
// is not moderated and speaks only when its own state flips, so someone muted (the api's
// `moderate`) mid-sentence stays "talking" inside Janus through the mute, and no `talking`
// comes when they speak again after unmuting. The ring therefore goes to whom Janus last said
// talks AND whose microphone the room's state has on: an unmute shows them at once, a mute
// hides them at once. Someone who unmutes in silence keeps the ring until Janus's
// `stopped-talking`, one measuring window (about 2 s) later.
import type { RoomParticipant } from '@ruume/contracts';
import { pickActiveSpeaker } from './audio-levels';
import type { LiveRoomState } from './room-state';
import type { FeedOwner } from './stage-layout';

type Person = Pick<RoomParticipant, 'id' | 'audio'>;

/** Who Janus says talks now, whatever their microphone. */
export class SfuTalking {
  /** In the order they started talking, the latest last. */
  private readonly talking = new Set<string>();

  /** Janus's word on one person: an event, or its list when we joined. */
  note(participantId: string, talking: boolean): void {
    if (!talking) this.talking.delete(participantId);
    else if (!this.talking.has(participantId)) this.talking.add(participantId);
  }

  /** The latest to start talking among `people` whose microphone is on. */
  speaker(people: readonly Person[]): string | null {
    const audible = new Set(people.filter((p) => p.audio).map((p) => p.id));
    return [...this.talking].reverse().find((id) => audible.has(id)) ?? null;
  }
}

/**
 * The ring: the loudest of what our analysers measure (ourselves; everyone on the mesh), else
 * on the SFU whom Janus hears with their microphone on. Nobody muted gets it.
 */
export function activeSpeaker(input: {
  room: LiveRoomState;
  levels: Readonly<Record<string, number>>;
  previous: string | null;
  talking: SfuTalking;
}): string | null {
  const { room } = input;
  const people = room.self ? [room.self, ...room.others] : room.others;
  const muted = new Set(people.filter((p) => !p.audio).map((p) => p.id));
  const levels = Object.fromEntries(
    Object.entries(input.levels).filter(([id]) => !muted.has(id)),
  );
  const measured = pickActiveSpeaker(levels, input.previous);
  if (measured || room.mediaMode !== 'sfu') return measured;
  return input.talking.speaker(people);
}

/**
 * Janus's talking state for every camera when we join, from the join's `publishers` list
 * (each audio stream's `talking`): anyone not listed is not talking, so a word missed while
 * we were away does not linger.
 */
export function talkingAtJoin(
  publishers: unknown,
  owners: ReadonlyMap<number, FeedOwner>,
): [participantId: string, talking: boolean][] {
  const talkingFeeds = new Set(
    (Array.isArray(publishers) ? publishers : []).flatMap((entry) => {
      const p = entry as {
        id?: unknown;
        talking?: unknown;
        streams?: { talking?: unknown }[];
      };
      const talking =
        p.talking === true ||
        (Array.isArray(p.streams) && p.streams.some((s) => s.talking === true));
      return talking && typeof p.id === 'number' ? [p.id] : [];
    }),
  );
  return [...owners]
    .filter(([, owner]) => owner.kind === 'camera')
    .map(([feed, owner]) => [owner.participantId, talkingFeeds.has(feed)]);
}
