// The production AI engine (docs/ai-summary-openai.md): any OpenAI-compatible endpoint through
// the official SDK — speech to text by its transcription API, the summary by a chat completion
// with structured output. Only counts, durations, models and statuses are logged, never text.
import type { FastifyBaseLogger } from 'fastify';
import OpenAI from 'openai';
import type { AiEngine } from '../ai-engine';
import { DEFAULT_CHUNK_SECONDS } from './audio-chunks';
import { summariseTranscript } from './summarise';
import { DEFAULT_MAX_TRANSCRIPT_CHARS } from './summary-prompt';
import { transcribeSpeakers } from './transcribe';

export interface OpenAiEngineOptions {
  /** e.g. https://api.example.com/v1 (AI_BASE_URL). */
  baseUrl: string;
  /** Sent as a bearer token; none for a local server that asks for none (AI_API_KEY). */
  apiKey?: string;
  /** e.g. whisper-1: must answer verbose_json with segments (AI_TRANSCRIBE_MODEL). */
  transcribeModel: string;
  /** A chat model that follows a JSON schema (AI_SUMMARY_MODEL). */
  summaryModel: string;
  log: FastifyBaseLogger;
  ffmpegPath?: string;
  /** One HTTP request's limit, each try (the SDK's default is 10 minutes). */
  timeoutMs?: number;
  /** Length of the audio chunks uploaded (10 minutes ≈ 2.4 MB); small in tests. */
  chunkSeconds?: number;
  /** The transcript's bound in the summary request; cut past it. */
  maxTranscriptChars?: number;
  /** Tries after the first on a connection error, 408, 409, 429 or 5xx (the SDK's backoff). */
  maxRetries?: number;
}

// A slow self-hosted server may take minutes for a 10-minute chunk.
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngine {
  const log = options.log.child({ engine: 'openai' });
  const client = createClient(options, log);
  const transcribe = {
    client,
    log,
    model: options.transcribeModel,
    ffmpeg: options.ffmpegPath ?? 'ffmpeg',
    chunkSeconds: options.chunkSeconds ?? DEFAULT_CHUNK_SECONDS,
  };
  const summarise = {
    client,
    log,
    model: options.summaryModel,
    maxTranscriptChars:
      options.maxTranscriptChars ?? DEFAULT_MAX_TRANSCRIPT_CHARS,
  };
  return {
    name: 'openai',
    transcriber: {
      transcribe: (audio, work) => transcribeSpeakers(transcribe, audio, work),
    },
    summariser: {
      summarise: (transcript, work) =>
        summariseTranscript(summarise, transcript, work),
    },
  };
}

function createClient(
  options: OpenAiEngineOptions,
  log: FastifyBaseLogger,
): OpenAI {
  return new OpenAI({
    baseURL: options.baseUrl,
    // The SDK insists on a key: without one, a placeholder and no Authorization header.
    apiKey: options.apiKey || 'none',
    ...(!options.apiKey && { defaultHeaders: { Authorization: null } }),
    // Nothing from OPENAI_* variables: this server's configuration says it all.
    organization: null,
    project: null,
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // Warnings and errors only: the SDK's debug level would log request bodies.
    logLevel: 'warn',
    logger: log,
  });
}
