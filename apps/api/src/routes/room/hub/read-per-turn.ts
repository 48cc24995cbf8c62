// A room's news goes to each of its people in one synchronous loop (hub-media.ts), and each
// one's frame needs the same rows (where the VideoRoom is, where the audience watches from):
// one read per room and turn instead of one per person, so a media event to 1,200 watchers is
// not 1,200 queries. The next turn reads again, so nothing older than the event is ever served.

/** `read`, shared by every caller with the same key in one synchronous turn. */
export function readPerTurn<Key, Value>(
  read: (key: Key) => Promise<Value>,
): (key: Key) => Promise<Value> {
  const pending = new Map<Key, Promise<Value>>();
  return (key) => {
    let reading = pending.get(key);
    if (!reading) {
      reading = read(key);
      pending.set(key, reading);
      // Cleared once this turn's synchronous callers have it: a later caller reads anew.
      queueMicrotask(() => pending.delete(key));
    }
    return reading;
  };
}
