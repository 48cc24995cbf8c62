import type { RoomParticipant } from '@ruume/contracts';
import {
  desiredStreams,
  layerRequests,
  publishersFrom,
  streamChanges,
  subscribedFrom,
} from './sfu-subscriptions';
import {
  STAGE_PAGE_SIZE,
  feedOwners,
  layerForTile,
  noteSpeaker,
  stageOrder,
  stagePage,
  tileHeightFor,
} from './stage-layout';

const person = (n: number): RoomParticipant => ({
  id: `p-${n}`,
  displayName: `person ${n}`,
  role: n === 0 ? 'host' : 'participant',
  avatarUrl: null,
  audio: true,
  video: true,
  screen: false,
  handRaised: false,
  joinedAt: n,
  feeds: { camera: 100 + n * 2, screen: 101 + n * 2 },
});
const thirty = Array.from({ length: 30 }, (_, n) => person(n));
const ids = (list: RoomParticipant[]) => list.map((p) => p.id);

describe('layerForTile', () => {
  it('asks small tiles for the smallest layer and the stage for the full one', () => {
    expect(layerForTile(120)).toBe(0);
    expect(layerForTile(239)).toBe(0);
    expect(layerForTile(240)).toBe(1);
    expect(layerForTile(479)).toBe(1);
    expect(layerForTile(480)).toBe(2);
  });

  it('a 16-tile page of a 900 px stage needs the small layer, two people the full one', () => {
    expect(layerForTile(tileHeightFor(16, 900))).toBe(0);
    expect(layerForTile(tileHeightFor(4, 900))).toBe(1);
    expect(layerForTile(tileHeightFor(2, 900))).toBe(2);
  });
});

describe('stage order and pages', () => {
  it('puts us first, then who spoke last, then everyone in joining order', () => {
    const recent = noteSpeaker(noteSpeaker([], 'p-25'), 'p-17');
    expect(recent).toEqual(['p-17', 'p-25']);
    expect(ids(stageOrder(thirty, 'p-0', recent)).slice(0, 5)).toEqual([
      'p-0',
      'p-17',
      'p-25',
      'p-1',
      'p-2',
    ]);
  });

  it('forgets speakers who left and never lists us twice', () => {
    const order = stageOrder(thirty.slice(0, 5), 'p-0', ['p-0', 'p-9', 'p-3']);
    expect(ids(order)).toEqual(['p-0', 'p-3', 'p-1', 'p-2', 'p-4']);
  });

  it('keeps at most a page of recent speakers, the newest first', () => {
    let recent: string[] = [];
    for (let n = 1; n <= 20; n++) recent = noteSpeaker(recent, `p-${n}`);
    expect(recent).toHaveLength(STAGE_PAGE_SIZE);
    expect(recent[0]).toBe('p-20');
    expect(noteSpeaker(recent, 'p-10')[0]).toBe('p-10');
  });

  it('pages 30 people 16 at a time, clamping the page asked for', () => {
    const order = stageOrder(thirty, 'p-0', []);
    const first = stagePage(order, 0, 16);
    expect([first.tiles.length, first.page, first.pages]).toEqual([16, 0, 2]);
    const second = stagePage(order, 5, 16);
    expect([second.tiles.length, second.page]).toEqual([14, 1]);
    expect(second.tiles[0]?.id).toBe('p-16');
  });
});

describe('feeds and subscriptions', () => {
  const owners = feedOwners(thirty.slice(0, 3));

  it('maps each feed id to its participant and publisher', () => {
    expect(owners.get(102)).toEqual({ participantId: 'p-1', kind: 'camera' });
    expect(owners.get(103)).toEqual({ participantId: 'p-1', kind: 'screen' });
    expect(owners.get(999)).toBeUndefined();
    expect(feedOwners([{ id: 'mesh-only' }]).size).toBe(0);
  });

  const publishers = publishersFrom([
    {
      id: 100,
      streams: [
        { type: 'audio', mid: '0' },
        { type: 'video', mid: '1' },
      ],
    },
    {
      id: 102,
      streams: [
        { type: 'audio', mid: '0' },
        { type: 'video', mid: '1' },
      ],
    },
    { id: 103, streams: [{ type: 'video', mid: '0' }] },
    {
      id: 104,
      streams: [
        { type: 'audio', mid: '0' },
        { type: 'video', mid: '1', disabled: true },
      ],
    },
    { display: 'no id' },
  ]);

  it.each([
    {
      // A screen on screen: its video alone (screens have one layer).
      want: { participantId: 'p-1', kind: 'screen', layer: 2 } as const,
      desired: [
        { feed: 102, mid: '0' },
        { feed: 103, mid: '0' },
        { feed: 104, mid: '0' },
      ],
    },
    {
      // A camera on screen: its layer asked in the subscription itself.
      want: { participantId: 'p-1', kind: 'camera', layer: 1 } as const,
      desired: [
        { feed: 102, mid: '0' },
        { feed: 102, mid: '1', substream: 1 },
        { feed: 104, mid: '0' },
      ],
    },
  ])(
    "receives everyone else's audio and only the videos on screen ($want.kind)",
    ({ want, desired }) => {
      expect(desiredStreams(publishers, owners, [want], 'p-0')).toEqual(
        desired,
      );
    },
  );

  it('says what to add and what to drop', () => {
    expect(
      streamChanges(
        [
          { feed: 102, mid: '0' },
          { feed: 102, mid: '1' },
        ],
        [
          { feed: 102, mid: '0' },
          { feed: 104, mid: '0' },
        ],
      ),
    ).toEqual({
      subscribe: [{ feed: 104, mid: '0' }],
      unsubscribe: [{ feed: 102, mid: '1' }],
    });
  });

  it('asks each camera on screen for its layer, once per change; screens have one', () => {
    const subscribed = subscribedFrom([
      { mid: '0', type: 'audio', feed_id: 102, feed_mid: '0' },
      { mid: '1', type: 'video', feed_id: 102, feed_mid: '1' },
      { mid: '2', type: 'video', feed_id: 104, feed_mid: '1' },
      { mid: '3', type: 'video', feed_id: 103, feed_mid: '0', active: false },
      { mid: '4', type: 'video', feed_id: 105, feed_mid: '0' },
    ]);
    expect(subscribed.map((s) => s.subMid)).toEqual(['0', '1', '2', '4']);
    const wants = [
      { participantId: 'p-1', kind: 'camera' as const, layer: 0 as const },
      { participantId: 'p-2', kind: 'camera' as const, layer: 2 as const },
      // p-2's screen (feed 105) has one layer: never configured.
      { participantId: 'p-2', kind: 'screen' as const, layer: 2 as const },
    ];
    expect(layerRequests(subscribed, owners, wants, new Map())).toEqual([
      { mid: '1', substream: 0 },
      { mid: '2', substream: 2 },
    ]);
    expect(
      layerRequests(subscribed, owners, wants, new Map([['1', 0]])),
    ).toEqual([{ mid: '2', substream: 2 }]);
  });
});
