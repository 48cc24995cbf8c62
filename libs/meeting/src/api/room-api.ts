import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  userKeyedTags,
} from '@ruume/api-client';
import { roomEndpoints } from '@ruume/contracts';

/** The live room's calls before the socket: the lobby's status, joining and the entry fee. */
export const roomCalls = {
  roomStatus: roomEndpoints.status,
  joinRoom: roomEndpoints.join,
  roomCheckout: roomEndpoints.checkout,
};

export const roomApi = coveringCalls(
  roomCalls,
  baseApi
    .enhanceEndpoints({ addTagTypes: userKeyedTags('RoomStatus') })
    .injectEndpoints({
      endpoints: (build) => ({
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
  useRoomStatusQuery,
  useJoinRoomMutation,
  useRoomCheckoutMutation,
} = roomApi;
