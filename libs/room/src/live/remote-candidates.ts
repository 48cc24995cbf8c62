// Janus's trickled ICE candidates applied to the PeerConnection they belong to. Janus runs with
// `full_trickle`: its SDP carries no candidate, so without these a browser reaches it only
// when its own host candidates do (never through TURN, never from a browser that hides its
// addresses behind mDNS names, as Firefox does). A candidate that arrives before the remote
// description is held until it is set.
import type { JanusHandle } from './janus-browser';

export function applyRemoteCandidates(
  handle: JanusHandle,
  pc: RTCPeerConnection,
) {
  const held: RTCIceCandidateInit[] = [];
  const apply = (candidate: RTCIceCandidateInit) =>
    // A candidate for a description since replaced is refused: nothing to do about it.
    pc.addIceCandidate(candidate).catch(() => undefined);
  const release = () => {
    if (!pc.remoteDescription) return;
    held.splice(0).forEach((candidate) => void apply(candidate));
  };
  pc.addEventListener('signalingstatechange', release);
  handle.onCandidate((candidate) => {
    if (!candidate || pc.signalingState === 'closed') return;
    if (pc.remoteDescription) void apply(candidate);
    else held.push(candidate);
  });
}
