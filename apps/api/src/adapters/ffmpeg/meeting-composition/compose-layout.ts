// Where each person and the shared screen sit in a composed meeting: fixed for the whole
// recording, so a tile never jumps. Pure; every number even (yuv420p wants even sizes and
// positions, or the chroma of a tile bleeds into its neighbour).

export const CANVAS = { width: 1280, height: 720 } as const;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MeetingLayout {
  /** The shared screen's area: the left three quarters, or null when nobody shared. */
  screen: Rect | null;
  /**
   * One tile per person shown, in the order given. A person past the last tile is not drawn
   * (still heard): tiles stop at MIN_TILE_WIDTH, 64 people on the canvas, 16 beside a screen.
   */
  tiles: Rect[];
}

/** Below this a name is no longer readable: more people are left out of the picture instead. */
export const MIN_TILE_WIDTH = 144;
/** Cameras are 16:9 tiles; other shapes are letterboxed inside them. */
const ASPECT = 16 / 9;
/** Each tile is inset this much inside its grid cell, so neighbours never touch. */
const INSET = 4;
const SCREEN_WIDTH = 960;

const even = (value: number) => 2 * Math.floor(value / 2);

interface Grid {
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

/** The largest 16:9 tile a `columns`-wide grid of `count` cells gives inside `area`. */
function gridFor(count: number, columns: number, area: Rect): Grid {
  const rows = Math.ceil(count / columns);
  const inset = count > 1 ? INSET : 0;
  const cellWidth = area.width / columns - 2 * inset;
  const cellHeight = area.height / rows - 2 * inset;
  const tileWidth = even(Math.min(cellWidth, cellHeight * ASPECT));
  return { columns, rows, tileWidth, tileHeight: even(tileWidth / ASPECT) };
}

/** The column count giving the largest tiles; on a tie the wider grid (side by side). */
function bestGrid(count: number, area: Rect): Grid {
  let best = gridFor(count, 1, area);
  for (let columns = 2; columns <= count; columns++) {
    const grid = gridFor(count, columns, area);
    if (grid.tileWidth >= best.tileWidth) best = grid;
  }
  return best;
}

/** How many tiles fit in `area` at MIN_TILE_WIDTH or more. */
function capacity(area: Rect): number {
  let count = 1;
  while (bestGrid(count + 1, area).tileWidth >= MIN_TILE_WIDTH) count++;
  return count;
}

/** Tiles row by row, each row (the last one too, when short) centred in the area. */
function placeTiles(count: number, area: Rect): Rect[] {
  if (count === 0) return [];
  const grid = bestGrid(count, area);
  const cellWidth = area.width / grid.columns;
  const cellHeight = area.height / grid.rows;
  const top = area.y + (area.height - grid.rows * cellHeight) / 2;
  const tiles: Rect[] = [];
  for (let index = 0; index < count; index++) {
    const row = Math.floor(index / grid.columns);
    const inRow = Math.min(grid.columns, count - row * grid.columns);
    const left = area.x + (area.width - inRow * cellWidth) / 2;
    const column = index % grid.columns;
    tiles.push({
      x: even(left + column * cellWidth + (cellWidth - grid.tileWidth) / 2),
      y: even(top + row * cellHeight + (cellHeight - grid.tileHeight) / 2),
      width: grid.tileWidth,
      height: grid.tileHeight,
    });
  }
  return tiles;
}

const fullCanvas: Rect = { x: 0, y: 0, ...CANVAS };
const screenArea: Rect = {
  x: 0,
  y: 0,
  width: SCREEN_WIDTH,
  height: CANVAS.height,
};
const strip: Rect = {
  x: SCREEN_WIDTH,
  y: 0,
  width: CANVAS.width - SCREEN_WIDTH,
  height: CANVAS.height,
};
const canvasCapacity = capacity(fullCanvas);
const stripCapacity = capacity(strip);

/**
 * The layout for `people` cameras: a grid over the whole canvas (1 → full, 2 → side by side,
 * 3–4 → 2×2, up to 3×3 for 9, smaller beyond), or with a screen share the screen on the left
 * three quarters and the cameras in the strip to its right (one column up to 5, then two).
 */
export function composeLayout(
  people: number,
  hasScreen: boolean,
): MeetingLayout {
  const count = Math.max(0, Math.floor(people));
  if (!hasScreen) {
    return {
      screen: null,
      tiles: placeTiles(Math.min(count, canvasCapacity), fullCanvas),
    };
  }
  return {
    screen: screenArea,
    tiles: placeTiles(Math.min(count, stripCapacity), strip),
  };
}
