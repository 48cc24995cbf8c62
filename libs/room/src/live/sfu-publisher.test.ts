// The camera's simulcast layers as every browser must get them: Janus reads the rids highest
// first, each layer halves the one above, and together they fit under the room's publisher cap
// (Firefox obeys Janus's REMB and, above it, never sends the top layer).
import { SFU_PUBLISHER_MAX_BITRATE } from '@ruume/contracts';
import { SIMULCAST_ENCODINGS } from './sfu-publisher';

describe('the camera’s simulcast layers', () => {
  it('come highest first, as Janus reads them by default (rid order hml)', () => {
    expect(SIMULCAST_ENCODINGS.map((layer) => layer.rid)).toEqual([
      'h',
      'm',
      'l',
    ]);
  });

  it('halve the resolution from one layer to the next', () => {
    expect(
      SIMULCAST_ENCODINGS.map((layer) => layer.scaleResolutionDownBy ?? 1),
    ).toEqual([1, 2, 4]);
  });

  it('together stay under what the VideoRoom lets a publisher send', () => {
    const ceilings = SIMULCAST_ENCODINGS.map((layer) => layer.maxBitrate ?? 0);
    expect(ceilings.every((bps) => bps > 0)).toBe(true);
    expect(ceilings.reduce((sum, bps) => sum + bps, 0)).toBeLessThan(
      SFU_PUBLISHER_MAX_BITRATE,
    );
  });
});
