import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  userKeyedTags,
} from '@ruume/api-client';
import { meetingEndpoints, roomEndpoints } from '@ruume/contracts';

/**
 * The live room's calls before the socket: the room's public entry (what the lobby and the
 * room show: name, host, background, links), the lobby's status, joining and the entry fee.
 */
export const roomCalls = {
  roomEntry: meetingEndpoints.get,
  roomStatus: roomEndpoints.status,
  joinRoom: roomEndpoints.join,
  roomCheckout: roomEndpoints.checkout,
};

export const roomApi = coveringCalls(
  roomCalls,
  baseApi
    .enhanceEndpoints({
      addTagTypes: userKeyedTags('RoomEntry', 'RoomStatus'),
    })
    .injectEndpoints({
      endpoints: (build) => ({
        roomEntry: build.query({
          ...fromEndpoint(roomCalls.roomEntry),
          providesTags: (_result, _error, { roomId }) => [
            { type: 'RoomEntry', id: roomId },
          ],
        }),
        // Polled by the lobby: how many are in, full, locked, waiting room.
        roomStatus: build.query({
          ...fromEndpoint(roomCalls.roomStatus),
          providesTags: (_result, _error, { roomId }) => [
            { type: 'RoomStatus', id: roomId },
          ],
        }),
        // A refusal (full, locked, removed) means the status changed: read it again.
        joinRoom: build.mutation({
          ...fromEndpoint(roomCalls.joinRoom),
          invalidatesTags: (_result, error, { roomId }) =>
            error ? [{ type: 'RoomStatus', id: roomId }] : [],
        }),
        roomCheckout: build.mutation(fromEndpoint(roomCalls.roomCheckout)),
      }),
    }),
);

export const {
  useRoomEntryQuery,
  useRoomStatusQuery,
  useJoinRoomMutation,
  useRoomCheckoutMutation,
} = roomApi;
