// The media side of the audience storm (tools/bench/audience-storm.mjs): the host publishes a
// camera on the stage with the access the api hands out, and a sample of the storm's watchers
// watch it as a browser in the audience does (werift peers, support/synthetic-peers.mjs), on
// the node and mountpoint their own watch access names. Measured: join → first media for the
// sample, and what each receives at the end (after the second api instance has stopped: a
// watcher's media does not go through the api).
import { percentile, sleep, until } from './storm-watchers.mjs';
import { publishSynthetic, watchSynthetic } from './synthetic-peers.mjs';

/** The host's camera: the publisher's middle simulcast layer (sfu-publisher.ts), kbit/s. */
export const STAGE_KBPS = 400;
const RECEIVE_SECONDS = 5;

/**
 * Once the room is on the SFU (the host hears `media` with their access, when the first
 * watcher arrives), the host publishes their camera: resolves with the publisher.
 */
export async function hostPublishes(hostAccess, boundMs) {
  const access = await until(hostAccess, boundMs);
  if (!access) throw new Error('the host was never given SFU access');
  return publishSynthetic(access, access.room, {
    kbps: STAGE_KBPS,
    name: 'storm host',
    as: { id: access.feeds.camera, token: access.joinToken },
  });
}

/** Every `every`-th watcher also watches the stage's media; `watchOf(watcher)` is its latest access. */
export function mediaSample({ every, boundMs, watchOf }) {
  const sampled = [];
  const failures = {};
  return {
    /** For a welcomed watcher: watches the stage if it is sampled (never throws). */
    async maybeWatch(watcher, begun) {
      if (every <= 0 || watcher.index % every !== 0) return;
      const entry = { watcher, receivers: [], mediaInMs: null };
      sampled.push(entry);
      try {
        const access = await until(
          () => (watchOf(watcher)?.streams.length ? watchOf(watcher) : null),
          boundMs,
        );
        if (!access) throw new Error('no stage in its watch access');
        const mountpoints = new Set(access.streams.map((s) => s.mountpoint));
        for (const mountpoint of mountpoints)
          entry.receivers.push(
            await watchSynthetic(access, mountpoint, access.pin),
          );
        const first = await until(
          () => entry.receivers.find((r) => r.firstAt)?.firstAt,
          boundMs,
        );
        if (!first) throw new Error('no media arrived');
        entry.mediaInMs = first - begun;
      } catch (error) {
        failures[error.message] = (failures[error.message] ?? 0) + 1;
      }
    },

    /** What the sample receives now, over a few seconds, and how long its media took. */
    async report() {
      const bytes = (entry) =>
        entry.receivers.reduce((sum, r) => sum + r.bytes, 0);
      const before = sampled.map(bytes);
      await sleep(RECEIVE_SECONDS * 1000);
      const kbps = sampled.map(
        (entry, i) => ((bytes(entry) - before[i]) * 8) / 1000 / RECEIVE_SECONDS,
      );
      // Receiving: at least 80 % of the camera's bitrate (the rest is loss or a late key frame).
      const receiving = kbps.filter((k) => k >= STAGE_KBPS * 0.8).length;
      const media = sampled
        .map((entry) => entry.mediaInMs)
        .filter((value) => value !== null);
      return {
        sampled: sampled.length,
        receiving,
        mediaP50: percentile(media, 50),
        mediaP99: percentile(media, 99),
        kbpsP50: percentile(kbps, 50),
        failures,
      };
    },

    async close() {
      for (const entry of sampled)
        for (const receiver of entry.receivers)
          await receiver.close().catch(() => undefined);
    },
  };
}
