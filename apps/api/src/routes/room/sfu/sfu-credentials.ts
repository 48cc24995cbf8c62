// What a participant presents to the room's VideoRoom, derived from the room's secret (kept in
// the occurrence's row) so that every api instance, and the same one after a restart, computes
// the same values without storing them.
import { createHmac } from 'node:crypto';
import type { RoomSfuFeeds } from '@ruume/contracts';

const mac = (secret: string, what: string) =>
  createHmac('sha256', secret).update(what).digest();

/** Their entry in the room's allowed list (added on entering, removed when they are out). */
export const joinTokenOf = (secret: string, participantId: string): string =>
  mac(secret, `join|${participantId}`).toString('base64url');

/** The api's own observer (one per room and api instance). */
export const observerTokenOf = (secret: string, instance: string): string =>
  mac(secret, `observer|${instance}`).toString('base64url');

/** A feed id in 1 … 2^48: exact as a JSON number, and unlikely to meet another. */
const feedId = (secret: string, what: string) =>
  mac(secret, what).readUIntBE(0, 6) + 1;

/** The feed ids a participant publishes under: camera and screen apart. */
export const feedsOf = (
  secret: string,
  participantId: string,
): RoomSfuFeeds => ({
  camera: feedId(secret, `camera|${participantId}`),
  screen: feedId(secret, `screen|${participantId}`),
});

/**
 * The room's `page`th stage mountpoint on each node (docs/audience.md, "Places"): every instance
 * meets on the same.
 */
export const stageMountpointOf = (secret: string, page: number): number =>
  feedId(secret, `stage-mountpoint|${page}`);

/**
 * The pin of the room's mountpoints, handed to the audience with their access; a new one for
 * each removal from the audience (the occurrence's watch epoch).
 */
export const watchPinOf = (secret: string, epoch = 0): string =>
  mac(secret, epoch === 0 ? 'watch' : `watch|${epoch}`).toString('base64url');
