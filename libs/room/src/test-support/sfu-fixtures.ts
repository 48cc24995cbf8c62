// Rooms on the SFU for stories and tests: thirty people, a screen beside its sharer's camera,
// the SFU reconnecting or unavailable, a room capped for want of the SFU.
import {
  ROOM_MESH_MAX_PARTICIPANTS,
  type RoomParticipant,
  type RoomSfuAccess,
} from '@ruume/contracts';
import {
  buildParticipant,
  guestAda,
  guestBo,
  guestCy,
  hostJane,
  inRoomState,
  liveNow,
} from './live-fixtures';
import type { LiveRoomState } from '../live/room-state';

const FIRST_NAMES = [
  'fay',
  'gus',
  'hana',
  'ivo',
  'jo',
  'kai',
  'lea',
  'milo',
  'nia',
  'omar',
  'pia',
  'quin',
  'rae',
  'sol',
  'tao',
  'uma',
  'vic',
  'wen',
  'xan',
  'yara',
  'zed',
  'abe',
  'bea',
  'cal',
  'dot',
  'eli',
];

/** Janus feed ids as the api assigns them: camera and screen apart. */
const feedsOf = (index: number) => ({
  camera: 1000 + index * 2,
  screen: 1001 + index * 2,
});

export const sfuAccess: RoomSfuAccess = {
  url: 'ws://127.0.0.1:8188',
  token: 'fixture-token',
  room: 4242,
  joinToken: 'fixture-join',
  feeds: feedsOf(0),
  expiresAt: liveNow + 60 * 60 * 1000,
};

/** Thirty people on the SFU: jane (self), ada, bo, cy and 26 more; some with the camera off. */
export const thirtyOthers: RoomParticipant[] = [
  { ...guestAda, feeds: feedsOf(1) },
  { ...guestBo, feeds: feedsOf(2) },
  { ...guestCy, feeds: feedsOf(3) },
  ...FIRST_NAMES.map((first, index) =>
    buildParticipant({
      id: `p-${first}`,
      displayName: `${first} example`,
      video: index % 3 !== 0,
      audio: index % 4 !== 0,
      joinedAt: liveNow - (26 - index) * 1000,
      feeds: feedsOf(index + 4),
    }),
  ),
];

const onSfu = (overrides: Partial<LiveRoomState>): LiveRoomState =>
  inRoomState({
    self: { ...hostJane, feeds: feedsOf(0) },
    mediaMode: 'sfu',
    sfu: sfuAccess,
    sfuState: 'ok',
    capacity: { participants: 30, limitedBy: 'tier' },
    ...overrides,
  });

export const sfuStates = {
  thirty: onSfu({ others: thirtyOthers }),
  /** Ada shares her screen beside her camera. */
  screenOnStage: onSfu({
    others: [
      { ...guestAda, feeds: feedsOf(1), screen: true },
      ...thirtyOthers.slice(1, 6),
    ],
  }),
  reconnecting: onSfu({
    others: thirtyOthers.slice(0, 8),
    sfu: null,
    sfuState: 'reconnecting',
  }),
  unavailable: onSfu({
    others: thirtyOthers.slice(0, 8),
    sfu: null,
    sfuState: 'unavailable',
  }),
  /** No SFU: the host's room holds the peer-to-peer size. */
  capacityLimited: inRoomState({
    others: [guestAda, guestBo, guestCy],
    capacity: {
      participants: ROOM_MESH_MAX_PARTICIPANTS,
      limitedBy: 'no-sfu',
    },
  }),
} satisfies Record<string, LiveRoomState>;

/** The speakers the stage shows first in the thirty-person room (most recent first). */
export const thirtySpeakers = ['p-wen', 'p-kai', guestBo.id];
