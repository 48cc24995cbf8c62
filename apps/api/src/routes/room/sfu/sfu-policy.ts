// Which rooms run through the SFU, and how many people a room holds (docs/live-room.md, "SFU
// rooms"). One small place, so the choice can be changed without touching the rest.
import {
  ROOM_MESH_MAX_PARTICIPANTS,
  type RoomCapacity,
} from '@ruume/contracts';

/**
 * A room starts peer-to-peer and moves to the SFU when it would hold more people than the mesh
 * carries (the 5th person) and an SFU is available. It stays there until the occurrence ends.
 */
export const movesToSfu = (people: number, sfuAvailable: boolean): boolean =>
  sfuAvailable && people > ROOM_MESH_MAX_PARTICIPANTS;

/**
 * The tier's cap, unless no SFU can take the room above peer-to-peer: then the mesh's size, and
 * the host is told why ('no-sfu'). A room already on the SFU keeps its tier's cap.
 */
export function capacityOf(
  tierParticipants: number,
  sfu: { available: boolean; onSfu: boolean },
): RoomCapacity {
  if (
    tierParticipants <= ROOM_MESH_MAX_PARTICIPANTS ||
    sfu.available ||
    sfu.onSfu
  )
    return { participants: tierParticipants, limitedBy: 'tier' };
  return { participants: ROOM_MESH_MAX_PARTICIPANTS, limitedBy: 'no-sfu' };
}
