// A local HTTP server speaking the part of the OpenAI API the AI summary uses, for the openai
// SDK pointed at it (baseURL): transcriptions answer one 1-second segment per second of the
// uploaded audio (its duration from ffprobe), so a test can check offsets and speakers; chat
// completions answer the summary the test set, as structured output. Every request is recorded.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface FakeOpenAiRequest {
  path: string;
  authorization: string | undefined;
  model: string | undefined;
  /** Transcriptions: the uploaded file's name, size and duration (seconds). */
  file?: { name: string; bytes: number; seconds: number };
  /** Transcriptions: the form's other fields (response_format, timestamp_granularities[]…). */
  fields?: Record<string, string[]>;
  /** Chat completions: the JSON body. */
  body?: ChatBody;
}

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: {
    type?: string;
    json_schema?: { name?: string; strict?: boolean; schema?: unknown };
  };
}

export interface FakeOpenAi {
  /** The SDK's baseURL, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  requests: FakeOpenAiRequest[];
  /** The next request to `path` (e.g. '/v1/audio/transcriptions') is answered `status` once. */
  failOnce(path: string, status?: number): void;
  /** Requests to `path` are never answered (until close), to abort them. */
  hang(path: string): void;
  /** What chat completions answer as the message's content (an object is sent as JSON). */
  summary: unknown;
  reset(): void;
  close(): Promise<void>;
}

export const TRANSCRIPTIONS = '/v1/audio/transcriptions';
export const CHAT_COMPLETIONS = '/v1/chat/completions';

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const failures = new Map<string, number>();
  const hanging = new Set<string>();
  const fake: FakeOpenAi = {
    url: '',
    requests,
    failOnce: (path, status = 429) => failures.set(path, status),
    hang: (path) => hanging.add(path),
    summary: null,
    reset() {
      requests.length = 0;
      failures.clear();
      hanging.clear();
      fake.summary = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const body = await readBody(request);
    const recorded: FakeOpenAiRequest = {
      path,
      authorization: request.headers.authorization,
      model: undefined,
    };
    requests.push(recorded);
    if (hanging.has(path)) return;
    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      // A short retry-after-ms keeps the SDK's retry quick.
      return send(response, failure, apiError('fake failure'), {
        'retry-after-ms': '10',
      });
    }
    if (request.method === 'POST' && path === TRANSCRIPTIONS) {
      return transcribe(request, body, recorded, response);
    }
    if (request.method === 'POST' && path === CHAT_COMPLETIONS) {
      return complete(body, recorded, response, fake.summary);
    }
    send(response, 404, apiError(`no route ${path}`));
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, apiError(String(error))),
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve()),
  );
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

async function transcribe(
  request: IncomingMessage,
  body: Buffer,
  recorded: FakeOpenAiRequest,
  response: ServerResponse,
) {
  const form = await new Response(new Uint8Array(body), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  const file = form.get('file');
  if (!(file instanceof Blob)) {
    return send(response, 400, apiError('file is missing'));
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const seconds = await durationSeconds(bytes);
  recorded.model = String(form.get('model'));
  recorded.file = { name: (file as File).name, bytes: bytes.length, seconds };
  recorded.fields = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') (recorded.fields[key] ??= []).push(value);
  }
  const segments = oneSecondSegments(seconds);
  send(response, 200, {
    task: 'transcribe',
    language: 'english',
    duration: seconds,
    text: segments.map((segment) => segment.text).join(' '),
    segments,
  });
}

/**
 * `second 0` over [0, 1), `second 1` over [1, 2)…, the last one ending with the audio (a 3 s
 * tone encoded as MP3 lasts 3.024 s: three segments, not four).
 */
export function oneSecondSegments(seconds: number) {
  const count = Math.max(1, Math.round(seconds));
  return Array.from({ length: count }, (_, index) => ({
    id: index,
    seek: 0,
    start: index,
    end: index === count - 1 ? seconds : index + 1,
    text: ` second ${index}`,
    tokens: [],
    temperature: 0,
    avg_logprob: -0.1,
    compression_ratio: 1,
    no_speech_prob: 0,
  }));
}

function complete(
  raw: Buffer,
  recorded: FakeOpenAiRequest,
  response: ServerResponse,
  summary: unknown,
) {
  const body = JSON.parse(raw.toString('utf8')) as ChatBody;
  recorded.body = body;
  recorded.model = body.model;
  const format = body.response_format;
  if (format?.type !== 'json_schema' || !format.json_schema?.schema) {
    return send(response, 400, apiError('expected a json_schema format'));
  }
  const transcript = body.messages?.find((message) => message.role === 'user');
  if (!transcript?.content.includes(']')) {
    return send(response, 400, apiError('expected the transcript'));
  }
  const content =
    typeof summary === 'string' ? summary : JSON.stringify(summary);
  send(response, 200, {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        logprobs: null,
        message: { role: 'assistant', content, refusal: null },
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
}

async function durationSeconds(bytes: Buffer): Promise<number> {
  const folder = await mkdtemp(join(tmpdir(), 'fake-openai-'));
  try {
    const path = join(folder, 'upload');
    await writeFile(path, bytes);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      path,
    ]);
    return Number(stdout.trim());
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const apiError = (message: string) => ({
  error: { message, type: 'fake_error', code: null, param: null },
});

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    ...headers,
  });
  response.end(JSON.stringify(body));
}
