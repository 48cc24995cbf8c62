// The live room's calls; the room itself talks over its socket (room/room-messages).
import { endpointsOf } from './endpoint';

const { call } = endpointsOf(() => import('./schemas'));

export const roomEndpoints = {
  /** Public: what the lobby shows (how many are in, full, locked, waiting room, paid). */
  status: call('GET', '/room/:roomId/status', (s) => ({
    params: s.roomParamsSchema,
    response: s.roomStatusSchema,
  })),
  /**
   * Public (a session makes the host the host): checks the password, the fee, the cap and
   * removals, and answers a short-lived ticket that opens the room's socket.
   */
  join: call('POST', '/room/:roomId/join', (s) => ({
    params: s.roomParamsSchema,
    body: s.joinRoomRequestSchema,
    response: s.roomTicketSchema,
  })),
  /** Public: a checkout for the room's entry fee, paid to the host's payments account. */
  checkout: call('POST', '/room/:roomId/checkout', (s) => ({
    params: s.roomParamsSchema,
    body: s.roomCheckoutRequestSchema,
    response: s.urlResponseSchema,
  })),
};
