// A mesh of people for the mesh's tests: each a MeshTransport over peer connections in
// miniature (fake-peer-connection.ts), their signals delivered in order.
import type { RoomServerMessageOf } from '@ruume/contracts';
import { FakePeerConnection, fakeStream } from './fake-peer-connection';
import type { RemoteStreamListener } from '../live/media-transport';
import { MeshTransport } from '../live/mesh-transport';

export { fakeTrack, playing } from './fake-peer-connection';

/** People joining one mesh; `settled()` resolves once no signal is left in flight. */
export function fakeMesh() {
  const people = new Map<string, MeshTransport>();
  const connections = new Map<string, FakePeerConnection>();
  let inFlight: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const join = (id: string) => {
    const transport = new MeshTransport({
      selfId: id,
      iceServers: [],
      createPeerConnection: () =>
        new FakePeerConnection(
          `${id}:${connections.size}`,
          connections,
        ) as unknown as RTCPeerConnection,
      createStream: fakeStream,
      sendSignal: (frame) => {
        const signal = { type: 'signal', from: id, ...frame };
        pending += 1;
        inFlight = inFlight
          .then(() =>
            people
              .get(frame.to)
              ?.handleSignal(signal as RoomServerMessageOf<'signal'>),
          )
          .finally(() => (pending -= 1));
      },
    });
    people.set(id, transport);
    const ids = [...people.keys()];
    for (const [other, them] of people)
      them.setPeers(ids.filter((p) => p !== other));
    return transport;
  };
  const settled = async () => {
    // Each delivery may send more (an answer, a new offer): until none is left.
    // A macrotask lets every promise of the fakes (all microtasks) run first.
    do {
      await inFlight;
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    } while (pending > 0);
  };
  return { join, settled };
}

/** The streams a listener of the mesh holds now, by person. */
export function watchStreams(
  subscribe: (listener: RemoteStreamListener) => () => void,
) {
  const now: Record<string, MediaStream> = {};
  subscribe((id, stream) => {
    if (stream) now[id] = stream;
    else delete now[id];
  });
  return now;
}
