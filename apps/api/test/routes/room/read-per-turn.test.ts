// One read per room and turn (read-per-turn.ts): a fanout's callers share it, the next turn
// reads anew, a failed read fails only its turn.
import { readPerTurn } from '../../../src/routes/room/hub/read-per-turn';

function counted() {
  const reads: string[] = [];
  let value = 0;
  const read = readPerTurn(async (key: string) => {
    reads.push(key);
    return `${key}:${++value}`;
  });
  return { read, reads };
}

describe('readPerTurn', () => {
  it('reads once for every caller of one synchronous turn, per key', async () => {
    const { read, reads } = counted();
    const answers = await Promise.all([
      read('a'),
      read('a'),
      read('b'),
      read('a'),
    ]);
    expect(answers).toEqual(['a:1', 'a:1', 'b:2', 'a:1']);
    expect(reads).toEqual(['a', 'b']);
  });

  it('reads anew in a later turn, even while the first read is still under way', async () => {
    let finish: (value: string) => void = () => undefined;
    const read = readPerTurn(
      (key: string) =>
        new Promise<string>((resolve) => {
          finish = (value) => resolve(`${key}:${value}`);
        }),
    );
    const first = read('a');
    const finishFirst = finish;
    await Promise.resolve();
    const second = read('a');
    expect(second).not.toBe(first);
    finish('new');
    finishFirst('old');
    await expect(second).resolves.toBe('a:new');
    await expect(first).resolves.toBe('a:old');
  });

  it('fails only the turn whose read failed', async () => {
    let fail = true;
    const read = readPerTurn(async (key: string) => {
      if (fail) throw new Error('database unavailable');
      return key;
    });
    await expect(Promise.all([read('a'), read('a')])).rejects.toThrow(
      'database unavailable',
    );
    fail = false;
    await expect(read('a')).resolves.toBe('a');
  });
});
