// Speech to text on this server with Debian's pocketsphinx 0.8 (its batch decoder and the
// pocketsphinx-en-us model). Each speaker's audio is cut by ffmpeg into 5-minute WAVs; ffmpeg
// finds the stretches of speech in each (speech-spans.ts) and pocketsphinx_batch decodes each
// stretch as an utterance, listed in a control file. The chunks keep the WAV on disk small and
// report progress; a word cut at a chunk's edge is the cost.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TranscriptSegment } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AiWork, SpeakerAudio, Transcriber } from '../ai-engine';
import { ToolFailedError } from '../../ffmpeg/run-tool';
import { type Span, speechSpans } from './speech-spans';
import { cutWav, probeSeconds } from './wav-chunks';
import {
  mergeSegments,
  parseSegmentationLine,
  type TimedWord,
  utteranceId,
  wordsToSegments,
} from './word-timings';

export const DEFAULT_POCKETSPHINX_PATH = '/usr/bin/pocketsphinx_batch';
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

const CHUNK_SECONDS = 300;
/** pocketsphinx decodes several times faster than real time here: 5 minutes take about a minute. */
const RUN_TIMEOUT_MS = 20 * 60_000;

export interface ModelFiles {
  /** The acoustic model's folder. */
  hmm: string;
  /** The language model. */
  lm: string;
  /** The pronunciation dictionary. */
  dict: string;
}

/** pocketsphinx-en-us's layout: en-us/ (acoustic), en-us.lm.bin, cmudict-en-us.dict. */
export function modelFiles(modelDir: string): ModelFiles {
  return {
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
}

/**
 * Runs pocketsphinx_batch on the `spans` of a 16 kHz mono WAV (its control file and its word
 * segmentation written beside it) and hands over each word (times from the file's start). The
 * signal kills it.
 */
export async function runPocketsphinx(
  command: string,
  model: ModelFiles,
  wav: string,
  spans: readonly Span[],
  { signal, onWord }: { signal?: AbortSignal; onWord(word: TimedWord): void },
): Promise<void> {
  const ctl = `${wav}.ctl`;
  // A file, not its stdout: Node's pipes to a child are sockets, which /dev/stdout cannot open.
  const segmentation = `${wav}.seg`;
  const file = basename(wav, '.wav');
  // Frames of 10 ms from the file's start; the id says where the utterance starts.
  await writeFile(
    ctl,
    spans
      .map(
        (span) =>
          `${file} ${Math.floor(span.startMs / 10)} ${Math.ceil(span.endMs / 10)} ${utteranceId(span.startMs)}\n`,
      )
      .join(''),
  );
  const child = spawn(
    command,
    [
      ...['-ctl', ctl, '-cepdir', dirname(wav), '-cepext', '.wav'],
      ...['-adcin', 'yes', '-hypseg', segmentation],
      ...['-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], signal, timeout: RUN_TIMEOUT_MS },
  );
  child.stdout.resume();
  // Its log (stderr) repeats what it heard: only the errors are kept, to say why it failed.
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (/^(ERROR|FATAL)/.test(line)) errors.splice(0, errors.length - 2, line);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (error) =>
      reject(
        signal?.aborted
          ? signal.reason
          : new ToolFailedError(command, error.message),
      ),
    );
    child.on('close', (code, killedBy) => {
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else
        reject(
          new ToolFailedError(
            command,
            `exit ${code ?? killedBy}: ${errors.join(' / ')}`,
          ),
        );
    });
  });
  await exited;
  for (const line of (await readFile(segmentation, 'utf8')).split('\n'))
    for (const word of parseSegmentationLine(line)) {
      // Given up while the words are handed over (by a progress report): no more of them.
      signal?.throwIfAborted();
      onWord(word);
    }
}

/** onProgress in whole percents, never backwards, by seconds of audio done across tracks. */
function progressReporter(
  lengths: (number | null)[],
  onProgress: ((percent: number) => void) | undefined,
) {
  const done = lengths.map(() => 0);
  let reported = -1;
  return (track: number, seconds: number) => {
    done[track] = Math.max(done[track], seconds);
    // A track of unknown length counts for what has been read of it.
    const total = lengths.reduce<number>(
      (sum, length, i) => sum + Math.max(length ?? 0, done[i]),
      0,
    );
    const sum = done.reduce((a, b) => a + b, 0);
    const percent =
      total > 0 ? Math.min(99, Math.floor((100 * sum) / total)) : 0;
    if (percent > reported) {
      reported = percent;
      onProgress?.(percent);
    }
  };
}

export interface PocketsphinxOptions {
  log: FastifyBaseLogger;
  pocketsphinxPath: string;
  modelDir: string;
  ffmpegPath: string;
  ffprobePath: string;
  /** Where each transcription's WAV chunks are cut (a folder of its own, removed after). */
  tmpDir?: string;
}

export function createPocketsphinxTranscriber(
  options: PocketsphinxOptions,
): Transcriber {
  const model = modelFiles(options.modelDir);

  /** One track's words, chunk by chunk, on its own timeline. */
  async function trackWords(
    track: SpeakerAudio,
    wav: string,
    signal: AbortSignal | undefined,
    advance: (seconds: number) => void,
  ): Promise<{ words: TimedWord[]; seconds: number }> {
    const words: TimedWord[] = [];
    for (let from = 0; ; from += CHUNK_SECONDS) {
      signal?.throwIfAborted();
      const seconds = await cutWav(
        options.ffmpegPath,
        track.path,
        wav,
        from,
        CHUNK_SECONDS,
        signal,
      );
      const fromMs = from * 1000;
      const spans =
        seconds > 0
          ? await speechSpans(options.ffmpegPath, wav, seconds, signal)
          : [];
      if (spans.length > 0)
        await runPocketsphinx(options.pocketsphinxPath, model, wav, spans, {
          signal,
          onWord: (word) => {
            words.push({
              word: word.word,
              startMs: fromMs + word.startMs,
              endMs: fromMs + word.endMs,
            });
            advance(from + word.endMs / 1000);
          },
        });
      advance(from + seconds);
      // ffmpeg cuts to the sample: a chunk short by more than a frame is the last one.
      if (seconds < CHUNK_SECONDS - 1)
        return { words, seconds: from + seconds };
    }
  }

  return {
    async transcribe(audio, work: AiWork = {}): Promise<TranscriptSegment[]> {
      const { signal } = work;
      signal?.throwIfAborted();
      const started = Date.now();
      const dir = await mkdtemp(
        join(options.tmpDir ?? tmpdir(), 'ruume-transcribe-'),
      );
      try {
        const lengths = await Promise.all(
          audio.map((track) => probeSeconds(options.ffprobePath, track.path)),
        );
        const report = progressReporter(lengths, work.onProgress);
        const perTrack: TranscriptSegment[][] = [];
        let audioSeconds = 0;
        // One track at a time: pocketsphinx takes a core, and the server has other work.
        for (const [index, track] of audio.entries()) {
          const { words, seconds } = await trackWords(
            track,
            join(dir, 'chunk.wav'),
            signal,
            (done) => report(index, done),
          );
          audioSeconds += seconds;
          perTrack.push(wordsToSegments(words, track.speaker, track.offsetMs));
        }
        const transcript = mergeSegments(perTrack);
        // Sizes and times only: what was said is never logged.
        options.log.info(
          {
            tracks: audio.length,
            audioSeconds: Math.round(audioSeconds),
            seconds: Math.round((Date.now() - started) / 1000),
            segments: transcript.length,
          },
          'offline transcription done',
        );
        work.onProgress?.(100);
        return transcript;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
