// Where a WAV holds speech: the stretches between the silences ffmpeg's silencedetect finds.
// pocketsphinx's batch decoder reads each stretch as one utterance and normalises its cepstra
// over the whole of it (its model's `-cmn batch`), where the continuous decoder adapts as it
// goes and hears the start of every file "cold": 28 % of the words wrong instead of 36 % on the
// LibriVox clips (docs/ai-summary-offline.md).
import { runTool } from '../../ffmpeg/run-tool';

export interface Span {
  startMs: number;
  endMs: number;
}

/** Quieter than this for this long is a pause between utterances. */
const SILENCE = 'noise=-35dB:d=0.3';
/** Sound kept on each side of a stretch: a word's soft start and end. */
const PAD_MS = 150;
/** A stretch longer than this (someone who never pauses) is read in parts of at most this. */
export const MAX_SPAN_MS = 30_000;
/** Shorter than this is a click, not a word. */
const MIN_SPAN_MS = 100;
const DETECT_TIMEOUT_MS = 120_000;

/**
 * The stretches of sound between `silences` (ffmpeg's `lavfi.silence_start=…` and
 * `lavfi.silence_end=…` lines, in seconds) in a file of `totalMs`, padded, none longer than
 * MAX_SPAN_MS.
 */
export function spansBetweenSilences(
  metadata: string,
  totalMs: number,
): Span[] {
  const sounds: Span[] = [];
  let soundFrom = 0;
  let silent = false;
  for (const match of metadata.matchAll(
    /^lavfi\.silence_(start|end)=(-?[\d.]+)$/gm,
  )) {
    const atMs = Math.max(0, Math.round(Number(match[2]) * 1000));
    silent = match[1] === 'start';
    if (silent) sounds.push({ startMs: soundFrom, endMs: atMs });
    else soundFrom = atMs;
  }
  // Sound up to the end, unless the file ends in a silence that never ended.
  if (!silent) sounds.push({ startMs: soundFrom, endMs: totalMs });
  return sounds
    .filter((s) => s.endMs - s.startMs >= MIN_SPAN_MS)
    .map((s) => ({
      startMs: Math.max(0, s.startMs - PAD_MS),
      endMs: Math.min(totalMs, s.endMs + PAD_MS),
    }))
    .flatMap(inParts);
}

function inParts(span: Span): Span[] {
  const length = span.endMs - span.startMs;
  const parts = Math.ceil(length / MAX_SPAN_MS);
  return Array.from({ length: parts }, (_, i) => ({
    startMs: span.startMs + Math.round((i * length) / parts),
    endMs: span.startMs + Math.round(((i + 1) * length) / parts),
  }));
}

/** The stretches of speech in `wav` (of `seconds`), found by ffmpeg. */
export async function speechSpans(
  ffmpeg: string,
  wav: string,
  seconds: number,
  signal?: AbortSignal,
): Promise<Span[]> {
  const metadata = await runTool(
    ffmpeg,
    [
      ...['-nostdin', '-v', 'error', '-i', wav],
      ...['-af', `silencedetect=${SILENCE},ametadata=mode=print:file=-`],
      ...['-f', 'null', '-'],
    ],
    { timeoutMs: DETECT_TIMEOUT_MS, signal, maxOutputBytes: 16 * 1024 * 1024 },
  );
  return spansBetweenSilences(metadata, Math.round(seconds * 1000));
}
