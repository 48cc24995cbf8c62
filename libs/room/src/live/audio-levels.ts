// Who is speaking: the loudness of each audio stream through WebAudio analysers, and a choice
// that does not flicker (the current speaker keeps the ring until someone is clearly louder).

/** Loudness (RMS, 0–1) under which nobody counts as speaking. */
export const SPEAKING_THRESHOLD = 0.02;
/** How much louder someone must be to take the ring from the current speaker. */
const TAKEOVER_FACTOR = 1.5;

/** The active speaker from the levels now and the speaker before. */
export function pickActiveSpeaker(
  levels: Record<string, number>,
  previous: string | null,
  threshold: number = SPEAKING_THRESHOLD,
): string | null {
  let loudest: string | null = null;
  let loudestLevel = threshold;
  for (const [id, level] of Object.entries(levels))
    if (level > loudestLevel) {
      loudest = id;
      loudestLevel = level;
    }
  if (!loudest) return null;
  const previousLevel = previous ? (levels[previous] ?? 0) : 0;
  if (
    previous &&
    previous !== loudest &&
    previousLevel > threshold &&
    loudestLevel < previousLevel * TAKEOVER_FACTOR
  )
    return previous;
  return loudest;
}

interface Meter {
  stream: MediaStream;
  source: MediaStreamAudioSourceNode;
  analyser: AnalyserNode;
  samples: Float32Array<ArrayBuffer>;
}

/** One analyser per stream with audio; levels() reads them all at once. */
export class AudioLevelMeter {
  private readonly meters = new Map<string, Meter>();

  constructor(private readonly context: AudioContext) {}

  /** Measures this person's stream (null stops measuring them). */
  track(id: string, stream: MediaStream | null): void {
    const current = this.meters.get(id);
    const hasAudio = !!stream && stream.getAudioTracks().length > 0;
    if (current && current.stream === stream && hasAudio) return;
    if (current) {
      current.source.disconnect();
      this.meters.delete(id);
    }
    if (!stream || !hasAudio) return;
    try {
      const source = this.context.createMediaStreamSource(stream);
      const analyser = this.context.createAnalyser();
      analyser.fftSize = 512;
      source.connect(analyser);
      this.meters.set(id, {
        stream,
        source,
        analyser,
        samples: new Float32Array(analyser.fftSize),
      });
    } catch {
      // a stream the context cannot read (ended tracks): no level for it
    }
  }

  levels(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const [id, meter] of this.meters) {
      meter.analyser.getFloatTimeDomainData(meter.samples);
      let sum = 0;
      for (const sample of meter.samples) sum += sample * sample;
      result[id] = Math.sqrt(sum / meter.samples.length);
    }
    return result;
  }

  close(): void {
    for (const meter of this.meters.values()) meter.source.disconnect();
    this.meters.clear();
    void this.context.close().catch(() => undefined);
  }
}

/** A meter when the browser has WebAudio; null elsewhere (then nobody gets the ring). */
export function createAudioLevelMeter(): AudioLevelMeter | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    return new AudioLevelMeter(new AudioContext());
  } catch {
    return null;
  }
}
