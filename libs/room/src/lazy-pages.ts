// Pages loaded on first visit, each in a chunk of its own: the shell's routes call these
// loaders, so none of this code is in the first bundle.
export const roomPages = {
  /** /m/{roomId}: the room entry and its lobby. */
  roomEntry: () =>
    import('./pages/room-entry-page/room-entry-page').then(
      (m) => m.RoomEntryPage,
    ),
  /** /meeting/{roomId}: the live room. */
  room: () => import('./pages/room-page/room-page').then((m) => m.RoomPage),
  kick: () => import('./pages/kick-page/kick-page').then((m) => m.KickPage),
  bareRoomRedirect: () =>
    import('./pages/bare-room-redirect/bare-room-redirect').then(
      (m) => m.BareRoomRedirect,
    ),
};
