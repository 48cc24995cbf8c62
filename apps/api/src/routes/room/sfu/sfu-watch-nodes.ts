// Where each watcher watches from (docs/scaling.md): a room's audience spreads over the Janus
// nodes of JANUS_URL. A watcher gets a node with room to spare — the nodes the room's audience
// already uses first (the stage's own first, so a room needs as few relays as it can), then the
// least loaded — and keeps it until that node stops answering. Watchers are counted from the
// rows (room_seats.node), so every api instance sees the same load.
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import { readPerTurn } from '../hub/read-per-turn';
import type { RoomSeats } from '../seats/room-seats';

export type WatchNodes = ReturnType<typeof createWatchNodes>;

export function createWatchNodes(deps: {
  provider: SfuProvider;
  seats: Pick<RoomSeats, 'watchNodes' | 'placeWatcher' | 'watchLoad'>;
  /** How many watchers a node takes before the next one is preferred (JANUS_WATCHERS_PER_NODE). */
  perNode: number;
}) {
  const { provider, seats, perNode } = deps;
  /** Where the room's watchers are: read once for a whole audience told of a change. */
  const heldNodes = readPerTurn((occurrenceId: string) =>
    seats.watchNodes(occurrenceId),
  );
  /** Connects (or reconnects) to the node: false while it cannot be reached. */
  const answers = (node: number) =>
    provider.videoRoom(node).then(
      () => true,
      () => false,
    );

  /** Nodes in the order a new watcher of this room should try them. */
  async function preference(
    occurrenceId: string,
    stageNode: number,
  ): Promise<number[]> {
    const { all: load, room } = await seats.watchLoad(occurrenceId);
    const loadOf = (node: number) => load.get(node) ?? 0;
    const spare = (node: number) => loadOf(node) < perNode;
    const byLoad = Array.from({ length: provider.nodeCount }, (_, n) => n).sort(
      (a, b) => loadOf(a) - loadOf(b),
    );
    const roomNodes = [stageNode, ...room.keys()];
    return [
      ...new Set([
        ...roomNodes.filter(spare),
        ...byLoad.filter(spare),
        // Every node full: the least loaded still serves (the tiers' caps bound the total).
        ...byLoad,
      ]),
    ];
  }

  return {
    /** The nodes the room's audience watches from now. */
    async nodesOf(occurrenceId: string): Promise<number[]> {
      return [...(await seats.watchLoad(occurrenceId)).room.keys()];
    },

    /** The watcher's node: the one they have while it answers, else a new one (recorded). */
    async nodeOf(
      occurrenceId: string,
      participantId: string,
      stageNode: number,
    ): Promise<number> {
      const held = (await heldNodes(occurrenceId)).get(participantId) ?? null;
      if (held !== null && held < provider.nodeCount && (await answers(held)))
        return held;
      for (const node of await preference(occurrenceId, stageNode)) {
        if (node === held || !(await answers(node))) continue;
        await seats.placeWatcher(occurrenceId, participantId, node);
        return node;
      }
      // No node answers: the stage's (the room's recovery says it is away).
      return stageNode;
    },
  };
}
