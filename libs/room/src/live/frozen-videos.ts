// A received video whose packets keep coming while no frame decodes, with packets missing since
// its last frame, is frozen: a packet lost for good broke its chain of frames, and only a key
// frame mends it. (Without a missing packet it is a decoder behind on a busy machine: a key frame
// would only add to its work.) Chromium waits about 3 s
// before it asks for one, over the same lossy UDP, and asks again only after as long; on a
// network losing a quarter of its packets that froze a tile for 5–20 s (docs/live-room-ui.md,
// "Bad networks"). The subscriber asks Janus itself, over the signalling socket (which loses
// nothing), half a second after the last decoded frame and again while the freeze lasts: at 5 %
// loss asking after a second still left freezes of 1.3 s (detection, Janus's PLI, the key frame).
// Retransmissions on a working link take milliseconds, so half a second without a frame, with
// packets missing, is a chain that will not mend by itself.
import type { StatsEntry } from './mesh-transport';

/** No frame decoded for this long while packets arrive: frozen. */
export const FROZEN_AFTER_MS = 500;
/** A key frame asked and not decoded after this long is asked again. */
export const ASK_AGAIN_AFTER_MS = 1000;

interface Progress {
  packets: number;
  frames: number;
  /** Packets asked again (NACK) or lost, at the last decoded frame. */
  missing: number;
  /** When the last frame decoded (or the video was first seen). */
  decodedAtMs: number;
  askedAtMs: number | null;
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

export class FrozenVideos {
  private readonly videos = new Map<string, Progress>();
  private asks = 0;

  /** Notes one stats reading of the receivers; returns the mids of videos to ask a key frame for. */
  note(entries: Iterable<StatsEntry>, nowMs: number): string[] {
    const ask: string[] = [];
    const seen = new Set<string>();
    for (const entry of entries) {
      const mid = entry['mid'];
      if (entry.type !== 'inbound-rtp' || entry['kind'] !== 'video') continue;
      if (typeof mid !== 'string') continue;
      seen.add(mid);
      const packets = count(entry['packetsReceived']);
      const frames = count(entry['framesDecoded']);
      const missing = count(entry['nackCount']) + count(entry['packetsLost']);
      const before = this.videos.get(mid);
      if (!before || frames > before.frames || packets < before.packets) {
        // New, decoding, or a receiver started over: nothing is frozen.
        this.videos.set(mid, {
          packets,
          frames,
          missing,
          decodedAtMs: nowMs,
          askedAtMs: null,
        });
        continue;
      }
      const arriving = packets > before.packets;
      const broken = missing > before.missing;
      const frozenFor = nowMs - before.decodedAtMs;
      const askedLongAgo =
        before.askedAtMs === null ||
        nowMs - before.askedAtMs >= ASK_AGAIN_AFTER_MS;
      const askNow =
        arriving && broken && frozenFor >= FROZEN_AFTER_MS && askedLongAgo;
      if (askNow) ask.push(mid);
      this.videos.set(mid, {
        ...before,
        packets,
        askedAtMs: askNow ? nowMs : before.askedAtMs,
      });
    }
    for (const mid of [...this.videos.keys()])
      if (!seen.has(mid)) this.videos.delete(mid);
    this.asks += ask.length;
    return ask;
  }

  /** How many key frames were asked so far (the e2e diagnostics, the bench). */
  asked(): number {
    return this.asks;
  }
}
