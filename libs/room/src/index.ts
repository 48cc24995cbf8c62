// Public API of @ruume/room: the live room's slice and hooks, and its lazily loaded pages.
export {
  roomApi,
  roomCalls,
  useJoinRoomMutation,
  useRoomCheckoutMutation,
  useRoomEntryQuery,
  useRoomStatusQuery,
} from './api/room-api';
export { roomPages } from './lazy-pages';
