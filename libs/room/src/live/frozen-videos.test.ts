import {
  ASK_AGAIN_AFTER_MS,
  FROZEN_AFTER_MS,
  FrozenVideos,
} from './frozen-videos';
import type { StatsEntry } from './mesh-transport';

/** A received video's counters; `nackCount` says how many packets it asked again. */
const video = (
  mid: string,
  packetsReceived: number,
  framesDecoded: number,
  nackCount = 0,
): StatsEntry => ({
  type: 'inbound-rtp',
  kind: 'video',
  mid,
  packetsReceived,
  framesDecoded,
  nackCount,
  packetsLost: 0,
});

describe('FrozenVideos', () => {
  it('asks a key frame when packets keep arriving, some missing, half a second after the last decoded frame', () => {
    const watch = new FrozenVideos();
    expect(watch.note([video('1', 100, 40)], 0)).toEqual([]);
    expect(watch.note([video('1', 120, 40, 3)], FROZEN_AFTER_MS - 1)).toEqual(
      [],
    );
    expect(watch.note([video('1', 140, 40, 5)], FROZEN_AFTER_MS)).toEqual([
      '1',
    ]);
    expect(watch.asked()).toBe(1);
  });

  it('asks again while the freeze lasts, no more often than its pause', () => {
    const watch = new FrozenVideos();
    watch.note([video('1', 100, 40)], 0);
    const firstAsk = FROZEN_AFTER_MS;
    expect(watch.note([video('1', 110, 40, 2)], firstAsk)).toEqual(['1']);
    expect(
      watch.note([video('1', 120, 40, 4)], firstAsk + ASK_AGAIN_AFTER_MS - 1),
    ).toEqual([]);
    expect(
      watch.note([video('1', 130, 40, 6)], firstAsk + ASK_AGAIN_AFTER_MS),
    ).toEqual(['1']);
  });

  it('leaves alone a decoder behind on a busy machine: nothing went missing', () => {
    const watch = new FrozenVideos();
    watch.note([video('1', 100, 40, 7)], 0);
    expect(watch.note([video('1', 140, 40, 7)], 1500)).toEqual([]);
    expect(watch.note([video('1', 180, 40, 7)], 3000)).toEqual([]);
  });

  it('counts packets lost for good as missing too', () => {
    const watch = new FrozenVideos();
    watch.note([video('1', 100, 40)], 0);
    expect(
      watch.note([{ ...video('1', 140, 40), packetsLost: 4 }], FROZEN_AFTER_MS),
    ).toEqual(['1']);
  });

  it('asks nothing of a video that decodes, or whose packets stopped (a camera turned off)', () => {
    const watch = new FrozenVideos();
    watch.note([video('decoding', 100, 40), video('still', 100, 40)], 0);
    expect(
      watch.note(
        [video('decoding', 130, 41, 3), video('still', 100, 40, 3)],
        2000,
      ),
    ).toEqual([]);
    expect(
      watch.note(
        [video('decoding', 160, 42, 6), video('still', 100, 40, 6)],
        4000,
      ),
    ).toEqual([]);
  });

  it('starts over once frames decode again, and for a receiver made afresh', () => {
    const watch = new FrozenVideos();
    watch.note([video('1', 100, 40)], 0);
    expect(watch.note([video('1', 110, 40, 1)], FROZEN_AFTER_MS)).toEqual([
      '1',
    ]);
    const decodedAt = FROZEN_AFTER_MS + 200;
    watch.note([video('1', 120, 41, 1)], decodedAt);
    expect(
      watch.note([video('1', 130, 41, 2)], decodedAt + FROZEN_AFTER_MS - 1),
    ).toEqual([]);
    expect(
      watch.note([video('1', 140, 41, 3)], decodedAt + FROZEN_AFTER_MS),
    ).toEqual(['1']);
    // A new subscription: its counts start from zero, below the old ones.
    const renewedAt = decodedAt + FROZEN_AFTER_MS + 100;
    expect(watch.note([video('1', 5, 0)], renewedAt)).toEqual([]);
    expect(
      watch.note([video('1', 9, 0, 1)], renewedAt + FROZEN_AFTER_MS),
    ).toEqual(['1']);
  });

  it('asks for a video that never decoded its first frame, and not for audio', () => {
    const watch = new FrozenVideos();
    const audio: StatsEntry = {
      type: 'inbound-rtp',
      kind: 'audio',
      mid: '0',
      packetsReceived: 50,
      nackCount: 0,
    };
    watch.note([audio, video('1', 3, 0)], 0);
    expect(
      watch.note(
        [
          { ...audio, packetsReceived: 100, nackCount: 9 },
          video('1', 30, 0, 2),
        ],
        FROZEN_AFTER_MS,
      ),
    ).toEqual(['1']);
  });
});
