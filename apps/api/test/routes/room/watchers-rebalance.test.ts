// Which watchers move when a node holds more than its share (sfu-watch-nodes.ts,
// movesOffFullNodes): only the excess, only to nodes that answer and have room, the room's own
// nodes first; nobody moves while every node is within its share.
import { movesOffFullNodes } from '../../../src/routes/room/sfu/sfu-watch-nodes';

const held = (entries: Array<[string, number]>) => new Map(entries);
const nodes = (...n: number[]) => new Set(n);

describe('moving watchers off full nodes', () => {
  it('moves nobody while every node is within its share', () => {
    expect(
      movesOffFullNodes({
        load: new Map([
          [0, 2],
          [1, 1],
        ]),
        roomNodes: [0],
        held: held([
          ['a', 0],
          ['b', 0],
          ['c', 1],
        ]),
        perNode: 2,
        answering: nodes(0, 1, 2),
      }),
    ).toEqual(new Map());
  });

  it('moves the excess of a full node to a node back with room, and no more', () => {
    const moves = movesOffFullNodes({
      load: new Map([[0, 5]]),
      roomNodes: [0],
      held: held([
        ['a', 0],
        ['b', 0],
        ['c', 0],
        ['d', 0],
        ['e', 0],
      ]),
      perNode: 3,
      answering: nodes(0, 1),
    });
    expect([...moves.values()]).toEqual([1, 1]);
  });

  it('prefers the room’s own nodes, then the least loaded, and skips those that do not answer', () => {
    const moves = movesOffFullNodes({
      // Node 3 is the room's but does not answer; node 2 is the room's relay with room.
      load: new Map([
        [0, 4],
        [1, 0],
        [2, 1],
        [3, 0],
      ]),
      roomNodes: [0, 3, 2],
      held: held([
        ['a', 0],
        ['b', 0],
        ['c', 0],
        ['d', 0],
      ]),
      perNode: 2,
      answering: nodes(0, 1, 2),
    });
    expect([...moves.values()]).toEqual([2, 1]);
  });

  it('moves only the watchers it was given (this instance’s), and stops when no node has room', () => {
    const moves = movesOffFullNodes({
      load: new Map([
        [0, 6],
        [1, 3],
      ]),
      roomNodes: [0],
      held: held([
        ['here 1', 0],
        ['here 2', 0],
        ['here 3', 0],
        ['on 1', 1],
      ]),
      perNode: 4,
      answering: nodes(0, 1),
    });
    expect(moves).toEqual(new Map([['here 1', 1]]));
  });
});
