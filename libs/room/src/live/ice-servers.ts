// TURN credentials expire (12 h, docs/live-room.md "TURN"): the room hands out fresh ones with
// every ticket and welcome, and each open connection takes them, so its next ICE restart (a
// network change, a signalling reconnect) still reaches the relay in a meeting that runs long.
import type { IceServer } from '@ruume/contracts';

/** `pc` uses `iceServers` from its next gathering on (a closed connection is left alone). */
export function applyIceServers(
  pc: RTCPeerConnection,
  iceServers: readonly IceServer[],
): void {
  if (pc.connectionState === 'closed') return;
  pc.setConfiguration({
    ...pc.getConfiguration(),
    iceServers: iceServers as RTCIceServer[],
  });
}
