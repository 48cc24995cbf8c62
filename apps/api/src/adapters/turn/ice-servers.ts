// The STUN/TURN servers a participant's browser is given (the room's welcome, and again with each
// fresh ticket). Chosen at start by create-ice-servers.ts.
import type { IceServer } from '@ruume/contracts';

export interface IceServers {
  /** What this participant's RTCPeerConnections use now: credentials of their own, if any. */
  forParticipant(participantId: string): IceServer[];
}
