// The composed meeting's layout, a pure function: where each person's tile and the screen go.
import {
  CANVAS,
  composeLayout,
  MIN_TILE_WIDTH,
  type Rect,
} from '../../../../src/adapters/ffmpeg/meeting-composition';

const inside = (r: Rect, area: Rect) =>
  r.x >= area.x &&
  r.y >= area.y &&
  r.x + r.width <= area.x + area.width &&
  r.y + r.height <= area.y + area.height;
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;
const canvas: Rect = { x: 0, y: 0, ...CANVAS };
const rows = (tiles: Rect[]) => new Set(tiles.map((t) => t.y)).size;
const columns = (tiles: Rect[]) => new Set(tiles.map((t) => t.x)).size;

/** What every layout keeps: even numbers, inside the canvas, no two tiles overlapping, 16:9. */
function expectSound(tiles: Rect[], area: Rect) {
  tiles.forEach((tile, i) => {
    for (const value of Object.values(tile)) expect(value % 2).toBe(0);
    expect(inside(tile, area)).toBe(true);
    expect(Math.abs(tile.width / tile.height - 16 / 9)).toBeLessThan(0.05);
    tiles
      .slice(i + 1)
      .forEach((other) => expect(overlap(tile, other)).toBe(false));
  });
}

describe('the layout without a screen share', () => {
  it('gives one person the whole canvas', () => {
    expect(composeLayout(1, false)).toEqual({ screen: null, tiles: [canvas] });
  });

  it('puts two side by side, the same size, on one row', () => {
    const { tiles } = composeLayout(2, false);
    expect(rows(tiles)).toBe(1);
    const [left, right] = tiles as [Rect, Rect];
    expect(left.x).toBeLessThan(right.x);
    expect(left.width).toBe(right.width);
    expect(left.width).toBeGreaterThan(600);
    expectSound(tiles, canvas);
  });

  it.each([
    [3, 2, 2],
    [4, 2, 2],
    [5, 3, 2],
    [6, 3, 2],
    [9, 3, 3],
    [10, 4, 3],
    [16, 4, 4],
    [25, 5, 5],
  ])(
    'lays %i people out in a grid of %i columns and %i rows',
    (people, cols, rowCount) => {
      const { tiles, screen } = composeLayout(people, false);
      expect(screen).toBeNull();
      expect(tiles).toHaveLength(people);
      expect(tiles.filter((t) => t.y === tiles[0]?.y)).toHaveLength(cols);
      expect(rows(tiles)).toBe(rowCount);
      expectSound(tiles, canvas);
    },
  );

  it('centres a short last row', () => {
    const { tiles } = composeLayout(3, false);
    const last = tiles[2] as Rect;
    expect(last.x + last.width / 2).toBe(CANVAS.width / 2);
  });

  it('keeps the order it is given: row by row, left to right', () => {
    const { tiles } = composeLayout(6, false);
    for (let i = 1; i < tiles.length; i++) {
      const [a, b] = [tiles[i - 1], tiles[i]] as [Rect, Rect];
      expect(b.y > a.y || (b.y === a.y && b.x > a.x)).toBe(true);
    }
  });

  it('stops at the smallest readable tile: the rest are heard, not shown', () => {
    const { tiles } = composeLayout(100, false);
    expect(tiles).toHaveLength(64);
    expect(Math.min(...tiles.map((t) => t.width))).toBeGreaterThanOrEqual(
      MIN_TILE_WIDTH,
    );
    expectSound(tiles, canvas);
  });

  it('has no tile for nobody', () => {
    expect(composeLayout(0, false).tiles).toEqual([]);
  });
});

describe('the layout with a screen share', () => {
  const strip: Rect = { x: 960, y: 0, width: 320, height: 720 };

  it('gives the screen the left three quarters and the cameras a column beside it', () => {
    const { screen, tiles } = composeLayout(4, true);
    expect(screen).toEqual({ x: 0, y: 0, width: 960, height: 720 });
    expect(columns(tiles)).toBe(1);
    expect(tiles[0]?.width).toBeGreaterThan(300);
    expectSound(tiles, strip);
  });

  it('uses two columns beside the screen when one would make tiles too small', () => {
    const { tiles } = composeLayout(8, true);
    expect(columns(tiles)).toBe(2);
    expectSound(tiles, strip);
  });

  it('shows at most 16 people beside a screen', () => {
    const { tiles } = composeLayout(20, true);
    expect(tiles).toHaveLength(16);
    expect(Math.min(...tiles.map((t) => t.width))).toBeGreaterThanOrEqual(
      MIN_TILE_WIDTH,
    );
    expectSound(tiles, strip);
  });

  it('has the screen even when nobody has a tile', () => {
    expect(composeLayout(0, true)).toEqual({
      screen: { x: 0, y: 0, width: 960, height: 720 },
      tiles: [],
    });
  });
});
