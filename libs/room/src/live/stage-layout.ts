// Who the stage shows and how sharp, as pure rules (docs/live-room-ui.md, "the grid at 30"):
// the people who spoke last come first, the rest page by page, and each visible video asks the
// SFU for the simulcast layer its tile's size needs.
import type { RoomParticipant, RoomSfuFeeds } from '@ruume/contracts';

/** Simulcast layers as Janus numbers them: 0 the smallest, 2 the full picture. */
export type SimulcastLayer = 0 | 1 | 2;

/** Tiles per page: a 4×4 grid on a computer, 3×2 on a phone. */
export const STAGE_PAGE_SIZE = 16;
export const STAGE_PAGE_SIZE_PHONE = 6;

/** Tile heights (CSS pixels) from which the middle and the full layer look sharp. */
const MIDDLE_LAYER_FROM_PX = 240;
const FULL_LAYER_FROM_PX = 480;

/** The layer a tile `heightPx` tall needs (a quarter-size picture fills a small tile). */
export function layerForTile(heightPx: number): SimulcastLayer {
  if (heightPx >= FULL_LAYER_FROM_PX) return 2;
  if (heightPx >= MIDDLE_LAYER_FROM_PX) return 1;
  return 0;
}

/** Columns for `count` tiles: one, two, then a square-ish grid up to 4 columns. */
export const columnsFor = (count: number): number =>
  count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : 4;

/** A tile's height in a grid of `count` tiles on a stage `stageHeightPx` tall. */
export function tileHeightFor(count: number, stageHeightPx: number): number {
  const rows = Math.max(1, Math.ceil(count / columnsFor(count)));
  return stageHeightPx / rows;
}

/**
 * Moves `speakerId` to the front of the recent speakers (most recent first), keeping at most
 * `keep`: the order the stage promotes people in.
 */
export function noteSpeaker(
  recent: readonly string[],
  speakerId: string,
  keep = STAGE_PAGE_SIZE,
): string[] {
  return [speakerId, ...recent.filter((id) => id !== speakerId)].slice(0, keep);
}

/**
 * Everyone in stage order: ourselves first, then the recent speakers still here (most recent
 * first), then everyone else in joining order.
 */
export function stageOrder(
  participants: readonly RoomParticipant[],
  selfId: string | null,
  recentSpeakers: readonly string[],
): RoomParticipant[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const self = selfId ? byId.get(selfId) : undefined;
  const speakers = recentSpeakers
    .filter((id) => id !== selfId)
    .map((id) => byId.get(id))
    .filter((p): p is RoomParticipant => !!p);
  const placed = new Set([selfId, ...speakers.map((p) => p.id)]);
  const rest = participants.filter((p) => !placed.has(p.id));
  return [...(self ? [self] : []), ...speakers, ...rest];
}

export interface StagePage {
  tiles: RoomParticipant[];
  /** 0-based, clamped to the pages there are. */
  page: number;
  pages: number;
}

/** One page of the stage order. */
export function stagePage(
  ordered: readonly RoomParticipant[],
  page: number,
  size: number,
): StagePage {
  const pages = Math.max(1, Math.ceil(ordered.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return {
    tiles: ordered.slice(current * size, (current + 1) * size),
    page: current,
    pages,
  };
}

/** What one Janus feed is: whose, and which of their publishers. */
export interface FeedOwner {
  participantId: string;
  kind: keyof RoomSfuFeeds;
}

/** Janus feed id → participant, from the feed ids the api gives each participant. */
export function feedOwners(
  participants: readonly Pick<RoomParticipant, 'id' | 'feeds'>[],
): Map<number, FeedOwner> {
  const owners = new Map<number, FeedOwner>();
  for (const p of participants) {
    if (!p.feeds) continue;
    owners.set(p.feeds.camera, { participantId: p.id, kind: 'camera' });
    owners.set(p.feeds.screen, { participantId: p.id, kind: 'screen' });
  }
  return owners;
}

/** A video the stage shows now, and the layer it needs. */
export interface VideoWant {
  participantId: string;
  kind: keyof RoomSfuFeeds;
  layer: SimulcastLayer;
}
