// What the lobby hands the room (/m/{roomId} → /meeting/{roomId}): the signed ticket from the
// join call and the person's media choices. Kept per tab in sessionStorage, so a reload of the
// room resumes with the same ticket (the socket refreshes it), while another tab joins anew.
import { readRoomTicket } from '@ruume/contracts';
import {
  defaultDeviceChoice,
  type DeviceChoice,
} from '../devices/device-choice';

export interface RoomPass {
  ticket: string;
  displayName: string;
  media: DeviceChoice;
}

const keyOf = (roomId: string) => `ruume.room-pass.${roomId}`;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
};

export function saveRoomPass(roomId: string, pass: RoomPass): void {
  storage()?.setItem(keyOf(roomId), JSON.stringify(pass));
}

/** Replaces the ticket only (the socket's refreshed ticket). */
export function renewRoomTicket(roomId: string, ticket: string): void {
  const pass = loadRoomPass(roomId, { includeExpired: true });
  if (pass) saveRoomPass(roomId, { ...pass, ticket });
}

export function clearRoomPass(roomId: string): void {
  storage()?.removeItem(keyOf(roomId));
}

/**
 * The pass for this room whose ticket is for this room and not expired (the server checks its
 * signature; this only spares a round trip to a socket that would refuse it).
 */
export function loadRoomPass(
  roomId: string,
  { now = Date.now(), includeExpired = false } = {},
): RoomPass | null {
  const raw = storage()?.getItem(keyOf(roomId));
  if (!raw) return null;
  try {
    const pass = JSON.parse(raw) as Partial<RoomPass>;
    if (typeof pass.ticket !== 'string' || typeof pass.displayName !== 'string')
      return null;
    const ticket = readRoomTicket(pass.ticket);
    if (!ticket || ticket.roomId !== roomId) return null;
    if (!includeExpired && ticket.expiresAt <= now) return null;
    return {
      ticket: pass.ticket,
      displayName: pass.displayName,
      media: { ...defaultDeviceChoice, ...pass.media },
    };
  } catch {
    return null;
  }
}
