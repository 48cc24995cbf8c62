// What each transceiver of a mesh peer connection carries. The impolite end creates them in one
// order (audio, camera, screen) and the polite end's come from that offer in the same order, so
// both ends tell the screen from the camera by position, with nothing added to the signalling.
// The screen's line sends only while a screen is shared: starting or stopping a share changes
// its direction, which renegotiates, and the other end reads from the agreed direction whether
// a screen comes.

export type MeshLine = 'audio' | 'camera' | 'screen';

type TransceiverLike = { receiver: { track: { kind: string } } };

/** The line `transceiver` is among `transceivers` (the connection's, in order); null: unused. */
export function meshLineOf<T extends TransceiverLike>(
  transceivers: readonly T[],
  transceiver: T,
): MeshLine | null {
  const kind = transceiver.receiver.track.kind;
  const index = transceivers
    .filter((t) => t.receiver.track.kind === kind)
    .indexOf(transceiver);
  if (kind === 'audio') return index === 0 ? 'audio' : null;
  if (kind === 'video') return (['camera', 'screen'] as const)[index] ?? null;
  return null;
}

/** The direction we ask for on a line: the screen's only sends while there is one. */
export const meshDirectionOf = (
  line: MeshLine,
  track: MediaStreamTrack | null,
): RTCRtpTransceiverDirection =>
  line === 'screen' && !track ? 'recvonly' : 'sendrecv';

/** Whether the negotiated direction brings us the other end's media. */
export const meshReceives = (
  current: RTCRtpTransceiverDirection | null | undefined,
): boolean => current === 'sendrecv' || current === 'recvonly';
