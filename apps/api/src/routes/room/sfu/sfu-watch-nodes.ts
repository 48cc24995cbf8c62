// Where each watcher watches from (docs/scaling.md): a room's audience spreads over the Janus
// nodes of JANUS_URL. A watcher gets a node with room to spare — the nodes the room's audience
// already uses first (the stage's own first, so a room needs as few relays as it can), then the
// least loaded — and keeps it until that node stops answering, or until its node holds more than
// its share while another has room (a node back after a fault, watchers gone elsewhere): then
// the excess moves (rebalance). Watchers are counted from the database's tallies of the seats
// (room_node_watchers), so every api instance sees the same load.
import DataLoader from 'dataloader';
import type { SfuProvider } from '../../../adapters/sfu/sfu-provider';
import type { RoomSeats } from '../seats/room-seats';

interface Watcher {
  occurrenceId: string;
  participantId: string;
}
const keyOf = (w: Watcher) => `${w.occurrenceId}/${w.participantId}`;

export type WatchNodes = ReturnType<typeof createWatchNodes>;

export function createWatchNodes(deps: {
  provider: SfuProvider;
  seats: Pick<RoomSeats, 'watchNodes' | 'placeWatcher' | 'watchLoad' | 'alone'>;
  /** How many watchers a node takes before the next one is preferred (JANUS_WATCHERS_PER_NODE). */
  perNode: number;
}) {
  const { provider, seats, perNode } = deps;
  /**
   * Where a watcher watches from now. The callers of one turn share one read of just their rows:
   * a change told to 1,200 watchers is one query, and one watcher entering reads one row (not
   * the room's 1,200, 1,200 times over as the audience arrives). Nothing is kept past the turn.
   */
  const heldNodes = new DataLoader<Watcher, number | null, string>(
    async (asked) => {
      const held = new Map<string, number>();
      for (const occurrenceId of new Set(asked.map((w) => w.occurrenceId))) {
        const ids = asked
          .filter((w) => w.occurrenceId === occurrenceId)
          .map((w) => w.participantId);
        for (const [participantId, node] of await seats.watchNodes(
          occurrenceId,
          ids,
        ))
          held.set(keyOf({ occurrenceId, participantId }), node);
      }
      return asked.map((w) => held.get(keyOf(w)) ?? null);
    },
    { cache: false, cacheKeyFn: keyOf },
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
    const nodes = Array.from({ length: provider.nodeCount }, (_, n) => n);
    const ordered = inPreference(nodes, [stageNode, ...room.keys()], loadOf);
    return [
      ...new Set([
        ...ordered.filter((node) => loadOf(node) < perNode),
        // Every node full: the least loaded still serves (the tiers' caps bound the total).
        ...nodes.toSorted((a, b) => loadOf(a) - loadOf(b)),
      ]),
    ];
  }

  return {
    /**
     * Moves watchers of this instance (`here`) off nodes holding more than `perNode` to nodes
     * with room that answer, the room's own first: no more than each node's excess, so nobody
     * moves when every node is within its share. One instance at a time per room (the others'
     * next turn reads the moves); answers who moved where, for them to be told.
     */
    async rebalance(
      occurrenceId: string,
      here: readonly string[],
      stageNode: number,
    ): Promise<Map<string, number>> {
      if (here.length === 0) return new Map();
      const full = (load: ReadonlyMap<number, number>) =>
        [...load.values()].some((n) => n > perNode);
      // Nodes are asked whether they answer before the lock, not while holding it.
      if (!full((await seats.watchLoad(occurrenceId)).all)) return new Map();
      const answering = new Set<number>();
      for (let node = 0; node < provider.nodeCount; node++)
        if (await answers(node)) answering.add(node);
      const moves = await seats.alone(
        occurrenceId,
        'watchers-rebalance',
        async (locked) => {
          const { all: load, room } = await locked.watchLoad(occurrenceId);
          if (!full(load)) return new Map<string, number>();
          const moves = movesOffFullNodes({
            load,
            roomNodes: [stageNode, ...room.keys()],
            held: await locked.watchNodes(occurrenceId, here),
            perNode,
            answering,
          });
          for (const [participantId, node] of moves)
            await locked.placeWatcher(occurrenceId, participantId, node);
          return moves;
        },
      );
      return moves ?? new Map();
    },

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
      const held = await heldNodes.load({ occurrenceId, participantId });
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

/**
 * Which of `held`'s watchers move where so that no node holds more than `perNode` while an
 * answering node has room: from the fullest node first, each to the first node with room (the
 * room's own nodes first, then the least loaded). `load` is counted as the moves are made.
 */
export function movesOffFullNodes(options: {
  load: ReadonlyMap<number, number>;
  roomNodes: readonly number[];
  held: ReadonlyMap<string, number>;
  perNode: number;
  answering: ReadonlySet<number>;
}): Map<string, number> {
  const { roomNodes, held, perNode, answering } = options;
  const load = new Map(options.load);
  const loadOf = (node: number) => load.get(node) ?? 0;
  const targets = inPreference([...answering], roomNodes, loadOf);
  const moves = new Map<string, number>();
  const fullest = [...load.keys()].sort((a, b) => loadOf(b) - loadOf(a));
  for (const from of fullest) {
    for (const [participantId, node] of held) {
      if (node !== from || loadOf(from) <= perNode) continue;
      const to = targets.find((n) => n !== from && loadOf(n) < perNode);
      if (to === undefined) return moves;
      moves.set(participantId, to);
      load.set(from, loadOf(from) - 1);
      load.set(to, loadOf(to) + 1);
    }
  }
  return moves;
}

/**
 * `nodes` in the order a room's watchers should fill them: the room's own (the stage's first),
 * then the others from the least loaded. Both a new watcher's node and a rebalance's target
 * come from it.
 */
function inPreference(
  nodes: readonly number[],
  roomNodes: readonly number[],
  loadOf: (node: number) => number,
): number[] {
  const byLoad = [...nodes].sort((a, b) => loadOf(a) - loadOf(b));
  return [
    ...new Set([...roomNodes.filter((n) => nodes.includes(n)), ...byLoad]),
  ];
}
