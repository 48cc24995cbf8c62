// The offline transcriber's accuracy and speed (docs/ai-summary-offline.md): the api's own
// pocketsphinx engine (apps/api/src/adapters/ai/offline) on the five LibriVox clips of Debian's
// pocketsphinx-testdata, whose `transcription` says what is in them.
//
//   1. accuracy: one track of the five clips 1 s apart (16 kHz WAV, as they are), the
//      transcript's word error rate against the reference (apps/api/src/adapters/ai/
//      word-error-rate.ts);
//   2. the same clips as five tracks of their own: each starts pocketsphinx afresh (a cold
//      start for a decoder that adapts as it goes; the batch decoder normalises each utterance
//      on its own, so the two should match);
//   3. speed: one track of the clips said eleven times over (≈ 5.5 min, so two of the engine's
//      5-minute chunks, each with ffmpeg's cut and pocketsphinx's model load), as Opus like a
//      meeting's track: audio seconds per second of processing (wall clock), and the CPU time
//      of ffmpeg and pocketsphinx (children of this process, from /proc).
//
// The last line: `transcribe: WER X %, Y× real time` (X from 1, Y from 3).
//
//   npm run bench:transcribe
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { tsImport } from 'tsx/esm/api';

const REPEATS = 11;
const GAP_SECONDS = 1;

const { createOfflineEngine, offlineEngineAvailable } = await tsImport(
  '../../apps/api/src/adapters/ai/offline/index.ts',
  import.meta.url,
);
const { wordErrorRate } = await tsImport(
  '../../apps/api/src/adapters/ai/word-error-rate.ts',
  import.meta.url,
);
const { buildTrack, clipSeconds, librivoxClips, librivoxInstalled } =
  await tsImport(
    '../../apps/api/test/adapters/ai/offline/librivox.ts',
    import.meta.url,
  );

if (!librivoxInstalled() || !(await offlineEngineAvailable())) {
  console.error(
    'needs pocketsphinx, pocketsphinx-en-us and pocketsphinx-testdata (apt-get install them)',
  );
  process.exit(1);
}

const engine = createOfflineEngine({ log: pino({ level: 'silent' }) });
const clips = librivoxClips();
const dir = mkdtempSync(join(tmpdir(), 'ruume-bench-transcribe-'));

/** CPU seconds (user + system) of this process's finished children: ffmpeg, pocketsphinx. */
function childrenCpuSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function timed(audio) {
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const segments = await engine.transcriber.transcribe(audio);
  return {
    segments,
    seconds: (performance.now() - started) / 1000,
    cpu: childrenCpuSeconds() - cpuBefore,
  };
}

const said = (segments) => segments.map((s) => s.text).join(' ');
const percent = (rate) => (rate * 100).toFixed(1);

try {
  const reference = clips.map((clip) => clip.text).join(' ');
  const speechSeconds = clips.reduce((sum, clip) => sum + clipSeconds(clip), 0);
  /** The clips `repeats` times over, 1 s apart, as one track's parts. */
  const laidOut = (repeats) => {
    const parts = [];
    let at = 0;
    for (let round = 0; round < repeats; round += 1) {
      for (const clip of clips) {
        parts.push({ clip, atSeconds: at, seconds: clipSeconds(clip) });
        at += clipSeconds(clip) + GAP_SECONDS;
      }
    }
    return { parts, seconds: at };
  };

  // 1. Accuracy: one track, each clip once.
  const track = join(dir, 'clips.wav');
  buildTrack(track, laidOut(1).parts);
  const once = await timed([{ path: track, speaker: null, offsetMs: 0 }]);
  const wer = wordErrorRate(reference, said(once.segments));
  console.log(
    `five clips in one track (${speechSeconds.toFixed(1)} s of speech): WER ${percent(wer)} %, ` +
      `${once.seconds.toFixed(1)} s (${once.cpu.toFixed(1)} s CPU)`,
  );

  // 2. Cold starts: each clip a track of its own.
  let offsetMs = 0;
  const tracks = clips.map((clip) => {
    const audio = { path: clip.path, speaker: null, offsetMs };
    offsetMs += (clipSeconds(clip) + GAP_SECONDS) * 1000;
    return audio;
  });
  const apart = await timed(tracks);
  console.log(
    `five clips as five tracks: WER ${percent(wordErrorRate(reference, said(apart.segments)))} %, ` +
      `${apart.seconds.toFixed(1)} s (${apart.cpu.toFixed(1)} s CPU)`,
  );

  // 3. Speed: one long Opus track, the clips eleven times over.
  const { parts, seconds: at } = laidOut(REPEATS);
  const long = join(dir, 'long.ogg');
  buildTrack(long, parts);
  const run = await timed([{ path: long, speaker: 'Reader', offsetMs: 0 }]);
  const longWer = wordErrorRate(
    Array.from({ length: REPEATS }, () => reference).join(' '),
    said(run.segments),
  );
  const speed = at / run.seconds;
  console.log(
    `one ${at.toFixed(0)} s Opus track (the clips ${REPEATS}×): ${run.seconds.toFixed(1)} s, ` +
      `${run.cpu.toFixed(1)} s CPU (${(at / run.cpu).toFixed(1)}× real time per core), ` +
      `WER ${percent(longWer)} %, ${run.segments.length} lines`,
  );
  console.log(
    `transcribe: WER ${percent(wer)} %, ${speed.toFixed(1)}× real time`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
