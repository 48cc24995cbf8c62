import { createAppStore } from '@ruume/api-client';
import {
  endpointCaller,
  stillPending,
  type EndpointArgs,
} from '@ruume/api-client/testing';
import { roomApi } from './api/room-api';
import {
  instantMeeting,
  lobbyHandlers,
  paidEntryEmail,
  paidRoom,
  passwordRoom,
  roomCheckoutUrl,
  roomEntryCode,
  roomHandlers,
  roomHandlersFailing,
  roomHandlersLoading,
  roomPassword,
  roomStatuses,
  scheduledMeeting,
  videoRoomEntry,
} from './testing';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...roomHandlers);

/** A realistic argument for every endpoint; the compiler fails here when the slice gains one. */
const calls = {
  roomEntry: { roomId: instantMeeting.roomId },
  roomStatus: { roomId: instantMeeting.roomId },
  joinRoom: { roomId: instantMeeting.roomId, displayName: 'ada' },
  roomCheckout: {
    roomId: paidRoom.roomId,
    email: paidEntryEmail,
    displayName: 'ada',
  },
} satisfies EndpointArgs<typeof roomApi.endpoints>;

const { endpoints, start, call } = endpointCaller(roomApi, calls);

describe('roomHandlers', () => {
  it.each(endpoints.filter((name) => name !== 'roomCheckout'))(
    'answer %s',
    async (endpoint) => {
      const { error } = await call(createAppStore(), endpoint);
      expect(error).toBeUndefined();
    },
  );

  it('find a room entry by its room id, and no other', async () => {
    const store = createAppStore();
    expect(
      (await call(store, 'roomEntry', { roomId: 'p4n8w2c6rt' })).data,
    ).toMatchObject({
      name: 'product demo',
    });
    expect(
      (await call(store, 'roomEntry', { roomId: 'no-such-room' })).error,
    ).toMatchObject({
      status: 404,
      data: { error: 'ROOM_NOT_FOUND' },
    });
  });

  it('answer the public room entry: background, password, fees, never the host email', async () => {
    const store = createAppStore();
    const office = await call(store, 'roomEntry', {
      roomId: scheduledMeeting.roomId,
    });
    expect(office.data).toMatchObject({
      name: 'office hours',
      host: { displayName: 'jane cooper' },
      background: { mediaType: 'image', youtubeVideoId: null },
      passwordRequired: true,
      payments: [{ type: 'participant', amount: 15, currency: 'usd' }],
      timezone: 'America/Toronto',
    });
    expect(JSON.stringify(office.data)).not.toContain('@');
    expect(
      (await call(store, 'roomEntry', { roomId: 'p4n8w2c6rt' })).data,
    ).toMatchObject({
      background: { fileUrl: null, youtubeVideoId: 'aqz-KE-bpKQ' },
    });
    expect(
      (await call(store, 'roomEntry', { roomId: videoRoomEntry.roomId })).data,
    ).toEqual(videoRoomEntry);
  });

  it('join a free room with a ticket for it, and refuse a full one', async () => {
    const joined = await call(createAppStore(), 'joinRoom');
    expect(joined.data).toMatchObject({ roomId: instantMeeting.roomId });
    server.use(...lobbyHandlers(passwordRoom, { status: roomStatuses.full }));
    expect(
      (
        await call(createAppStore(), 'joinRoom', {
          roomId: passwordRoom.roomId,
          displayName: 'ada',
          password: roomPassword,
        })
      ).error,
    ).toMatchObject({ status: 409, data: { error: 'ROOM_FULL' } });
  });

  it('ask a payer for the mailed code, then let them in', async () => {
    server.use(...lobbyHandlers(paidRoom));
    const join = {
      roomId: paidRoom.roomId,
      displayName: 'ada',
      email: paidEntryEmail,
    };
    expect(
      (await call(createAppStore(), 'joinRoom', join)).error,
    ).toMatchObject({
      data: { error: 'ROOM_ENTRY_CODE_REQUIRED' },
    });
    expect(
      (
        await call(createAppStore(), 'joinRoom', {
          ...join,
          entryCode: roomEntryCode,
        })
      ).data,
    ).toMatchObject({ roomId: paidRoom.roomId });
    expect(
      (
        await call(createAppStore(), 'roomCheckout', {
          roomId: paidRoom.roomId,
          email: paidEntryEmail,
          displayName: 'ada',
        })
      ).data,
    ).toEqual({ url: roomCheckoutUrl(paidRoom.roomId) });
  });
});

describe('room state handlers', () => {
  it.each(endpoints)('Failing: %s answers 503', async (endpoint) => {
    server.use(...roomHandlersFailing);
    const { error } = await call(createAppStore(), endpoint);
    expect(error).toMatchObject({ status: 503 });
  });

  it.each(endpoints)('Loading: %s never answers', async (endpoint) => {
    server.use(...roomHandlersLoading);
    expect(await stillPending(start(createAppStore(), endpoint))).toBe(true);
  });
});
