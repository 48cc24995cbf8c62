// What the page reads (useSyncExternalStore): the room's state (room-state.ts) and the media's
// (MediaSnapshot), one snapshot object per change of either.
import type { MediaSnapshot, RoomSnapshot } from './room-snapshot';
import type { RoomStore } from './room-state';

export type SnapshotFeed = ReturnType<typeof createSnapshotFeed>;

export function createSnapshotFeed(store: RoomStore, initial: MediaSnapshot) {
  const listeners = new Set<() => void>();
  let media = initial;
  let snapshot: RoomSnapshot = { room: store.getState(), media };
  const publish = () => {
    snapshot = { room: store.getState(), media };
    listeners.forEach((listener) => listener());
  };
  store.subscribe(publish);
  return {
    media: () => media,
    setMedia(patch: Partial<MediaSnapshot>) {
      media = { ...media, ...patch };
      publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
