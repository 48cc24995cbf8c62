// Real speech for the offline engine: the five LibriVox clips of Debian's pocketsphinx-testdata
// (16 kHz mono WAV, 25.7 s in all) and what is said in them (`transcription`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

export interface Clip {
  path: string;
  /** What is said, lower case. */
  text: string;
}

export const librivoxInstalled = () =>
  existsSync(join(LIBRIVOX_DIR, 'transcription'));

/** The clips in `fileids` order, each with its line of `transcription` (without <s> and </s>). */
export function librivoxClips(): Clip[] {
  const lines = readFileSync(join(LIBRIVOX_DIR, 'transcription'), 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  const reference = new Map(
    lines.map((line) => {
      const [, text, id] = /^(.*) \(([^)]+)\)$/.exec(line.trim()) ?? [];
      return [id, text.replace(/<\/?s>/g, '').trim()];
    }),
  );
  return readFileSync(join(LIBRIVOX_DIR, 'fileids'), 'utf8')
    .split('\n')
    .filter((id) => id.trim())
    .map((id) => ({
      path: join(LIBRIVOX_DIR, `${id.trim()}.wav`),
      text: reference.get(id.trim()) ?? '',
    }));
}

/**
 * One person's track, as a meeting recording has it: their clips at the given seconds, silence
 * between (and up to `untilSeconds`), encoded as `out`'s extension says (.ogg: Opus, like
 * Janus's recordings).
 */
export function buildTrack(
  out: string,
  parts: { clip: Clip; atSeconds: number; seconds: number }[],
  untilSeconds = 0,
): void {
  const inputs: string[] = [];
  let cursor = 0;
  let count = 0;
  const silence = (seconds: number) => {
    inputs.push('-f', 'lavfi', '-t', String(seconds));
    inputs.push('-i', 'anullsrc=r=16000:cl=mono');
    count += 1;
  };
  for (const { clip, atSeconds, seconds } of parts) {
    if (atSeconds > cursor) silence(atSeconds - cursor);
    inputs.push('-i', clip.path);
    count += 1;
    cursor = atSeconds + seconds;
  }
  if (untilSeconds > cursor) silence(untilSeconds - cursor);
  const labels = Array.from({ length: count }, (_, i) => `[${i}:a]`).join('');
  const codec = out.endsWith('.ogg')
    ? ['-c:a', 'libopus', '-b:a', '32k']
    : ['-c:a', 'pcm_s16le'];
  const run = spawnSync(
    'ffmpeg',
    [
      ...['-nostdin', '-v', 'error', '-y', ...inputs],
      ...['-filter_complex', `${labels}concat=n=${count}:v=0:a=1`],
      ...[...codec, out],
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr}`);
}

/** A clip's length in seconds (16 kHz mono 16-bit WAV, 44-byte header). */
export function clipSeconds(clip: Clip): number {
  const bytes = readFileSync(clip.path).length - 44;
  return bytes / 32_000;
}
