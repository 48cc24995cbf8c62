// Speech to text through an OpenAI-compatible transcription endpoint: each speaker's audio in
// chunks (audio-chunks.ts), one request a chunk, the segments placed on the meeting's clock.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { toFile, type OpenAI } from 'openai';
import type { TranscriptionVerbose } from 'openai/resources/audio/transcriptions';
import type { TranscriptSegment } from '@ruume/contracts';
import type { AiWork, SpeakerAudio } from '../ai-engine';
import { splitAudio, type AudioChunk } from './audio-chunks';

export interface TranscribeSettings {
  client: OpenAI;
  model: string;
  log: FastifyBaseLogger;
  ffmpeg: string;
  chunkSeconds: number;
}

interface SpeakerChunks {
  audio: SpeakerAudio;
  chunks: AudioChunk[];
}

/**
 * The segments of every speaker, in time order. All audio is converted first (so progress can
 * count chunks), then the chunks are sent one at a time: a meeting's dozens of requests need
 * no parallelism, and one at a time stays clear of rate limits.
 */
export async function transcribeSpeakers(
  settings: TranscribeSettings,
  speakers: readonly SpeakerAudio[],
  { signal, onProgress }: AiWork = {},
): Promise<TranscriptSegment[]> {
  const folder = await mkdtemp(join(tmpdir(), 'ruume-transcribe-'));
  try {
    const converted: SpeakerChunks[] = [];
    for (const [index, audio] of speakers.entries()) {
      signal?.throwIfAborted();
      const speakerFolder = join(folder, String(index));
      await mkdir(speakerFolder);
      const chunks = await splitAudio(audio.path, speakerFolder, {
        ...settings,
        signal,
      });
      converted.push({ audio, chunks });
    }
    const total = converted.reduce((sum, { chunks }) => sum + chunks.length, 0);
    const segments: TranscriptSegment[] = [];
    let done = 0;
    if (total === 0) onProgress?.(100);
    for (const { audio, chunks } of converted) {
      for (const chunk of chunks) {
        signal?.throwIfAborted();
        segments.push(
          ...(await transcribeChunk(settings, audio, chunk, signal)),
        );
        onProgress?.((++done / total) * 100);
      }
    }
    settings.log.info(
      {
        model: settings.model,
        speakers: speakers.length,
        chunks: total,
        segments: segments.length,
      },
      'transcribed',
    );
    // Stable: at the same instant, speakers keep their given order.
    return segments.sort((a, b) => a.startMs - b.startMs);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function transcribeChunk(
  { client, model }: TranscribeSettings,
  audio: SpeakerAudio,
  chunk: AudioChunk,
  signal: AbortSignal | undefined,
): Promise<TranscriptSegment[]> {
  const answer: TranscriptionVerbose = await client.audio.transcriptions.create(
    {
      model,
      // Read whole (a chunk is a few MB): a stream could not be sent again on a retry.
      file: await toFile(await readFile(chunk.path), basename(chunk.path), {
        type: 'audio/mpeg',
      }),
      response_format: 'verbose_json',
      timestamp_granularities: ['segment'],
    },
    { signal },
  );
  return toSegments(answer, audio, chunk);
}

/**
 * The answer's segments on the meeting's clock. A server that gives no segments (only the
 * text) gets one segment over the whole chunk; one that gives neither is wrong.
 */
export function toSegments(
  answer: Pick<TranscriptionVerbose, 'text' | 'segments'>,
  audio: Pick<SpeakerAudio, 'speaker' | 'offsetMs'>,
  chunk: Pick<AudioChunk, 'startMs' | 'endMs'>,
): TranscriptSegment[] {
  if (!answer.segments?.length && typeof answer.text !== 'string') {
    throw new Error('the transcription answer has neither segments nor text');
  }
  const base = audio.offsetMs + chunk.startMs;
  const parts = answer.segments?.length
    ? answer.segments
    : [
        {
          start: 0,
          end: (chunk.endMs - chunk.startMs) / 1000,
          text: answer.text,
        },
      ];
  return parts
    .map((part) => ({
      startMs: base + Math.round(part.start * 1000),
      endMs: base + Math.round(Math.max(part.end, part.start) * 1000),
      speaker: audio.speaker,
      text: part.text.trim(),
    }))
    .filter((segment) => segment.text.length > 0);
}
