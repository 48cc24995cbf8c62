// The variables of the media (ffmpeg, ICE, Janus), the durable jobs, recording and AI: a part of
// the environment's table (config-variables.ts spreads it in).
import { iceServerListSchema } from '@ruume/contracts';
import { z } from 'zod';
import { list, positiveInt, url } from './config-fields';

export const mediaVariables = {
  /** The tools that process uploaded recordings; not found: recordings are stored as uploaded. */
  FFMPEG_PATH: {
    key: 'ffmpegPath',
    schema: z.string().min(1).default('ffmpeg'),
    expected: 'a command name or path',
  },
  FFPROBE_PATH: {
    key: 'ffprobePath',
    schema: z.string().min(1).default('ffprobe'),
    expected: 'a command name or path',
  },
  /**
   * STUN/TURN servers every participant gets as they are (RTCIceServer[] as JSON), beside the
   * TURN_URLS server's per-participant credentials. None by default: the media goes straight
   * between browsers on one network.
   */
  ICE_SERVERS: {
    key: 'iceServers',
    schema: z
      .string()
      .transform((value, context) => {
        try {
          return JSON.parse(value) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'not JSON' });
          return z.NEVER;
        }
      })
      .pipe(iceServerListSchema)
      .default([]),
    expected:
      'a JSON array of ICE servers such as [{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]',
    secret: true,
  },
  /**
   * Our TURN server (coturn with `use-auth-secret`, docs/live-room.md): each participant gets
   * credentials of their own for these URLs, minted with TURN_SECRET, that expire. Unset:
   * `npm start` runs a local coturn when one is installed.
   */
  TURN_URLS: {
    key: 'turnUrls',
    schema: list(
      z
        .string()
        .regex(
          /^turns?:(?:[\w.-]+|\[[\da-fA-F:.]+\])(?::\d{1,5})?(?:\?transport=(?:udp|tcp))?$/,
        ),
    ).optional(),
    expected:
      'comma-separated turn: or turns: URLs, such as turn:turn.example.com:3478?transport=udp,turns:turn.example.com:443?transport=tcp',
  },
  /** coturn's `static-auth-secret`: the HMAC key of the credentials (never sent to browsers). */
  TURN_SECRET: {
    key: 'turnSecret',
    schema: z.string().min(16).optional(),
    expected: "coturn's static-auth-secret, 16 characters or more",
    secret: true,
  },
  /**
   * The address the local coturn (`npm start`, TURN_URLS unset) listens and relays on. The
   * browser tests' loopback-only namespace puts it on its veth's 127.0.0.2, where Janus's
   * candidates and the browsers' ICE sockets are (tools/e2e/loopback-netns.mjs).
   */
  TURN_LOCAL_ADDRESS: {
    key: 'turnLocalAddress',
    schema: z.ipv4().default('127.0.0.1'),
    expected: 'an IPv4 address of this machine, such as 127.0.0.1',
  },
  /**
   * The SFU's Janus nodes (their WebSocket Janus API). Unset: `npm start` runs a local Janus
   * when one is installed; otherwise rooms stay peer-to-peer.
   */
  JANUS_URL: {
    key: 'janusUrl',
    schema: list(url(/^wss?$/)).optional(),
    expected: 'one or more comma-separated ws:// or wss:// URLs',
  },
  /**
   * Where browsers reach each node's Janus API (JANUS_URL may be an internal address): one per
   * JANUS_URL node in its order (or one for a single node). Unset: JANUS_URL itself.
   */
  JANUS_PUBLIC_URL: {
    key: 'janusPublicUrl',
    schema: list(url(/^wss?$/)).optional(),
    expected: 'one ws:// or wss:// URL per JANUS_URL node, comma-separated',
  },
  /** Each: one value for every node, or one per JANUS_URL node in its order. */
  JANUS_API_SECRET: {
    key: 'janusApiSecret',
    schema: list(z.string().min(1)).optional(),
    expected: "the nodes' api_secret (one, or one per node, comma-separated)",
    secret: true,
  },
  JANUS_TOKEN_SECRET: {
    key: 'janusTokenSecret',
    schema: list(z.string().min(1)).optional(),
    expected:
      "the nodes' token_auth_secret (one, or one per node, comma-separated)",
    secret: true,
  },
  JANUS_ADMIN_KEY: {
    key: 'janusAdminKey',
    schema: list(z.string().min(1)).optional(),
    expected:
      "the VideoRoom plugin's admin_key (one, or one per node, comma-separated)",
    secret: true,
  },
  /** How many durable jobs (compositions, transcripts) one api instance runs at once. */
  JOBS_CONCURRENCY: {
    key: 'jobsConcurrency',
    schema: positiveInt(1),
    expected: 'a whole number of jobs, 1 or more',
  },
  /**
   * Set: recordings' transcripts and summaries come from this OpenAI-compatible endpoint
   * (docs/ai-summary-openai.md). Unset: made on this server, offline (pocketsphinx); nothing is
   * sent anywhere.
   */
  AI_BASE_URL: {
    key: 'aiBaseUrl',
    schema: url(/^https?$/).optional(),
    expected: 'an http:// or https:// URL (e.g. https://api.example.com/v1)',
  },
  AI_API_KEY: {
    key: 'aiApiKey',
    schema: z.string().min(1).optional(),
    expected: "the AI endpoint's API key",
    secret: true,
  },
  AI_TRANSCRIBE_MODEL: {
    key: 'aiTranscribeModel',
    schema: z.string().min(1).default('whisper-1'),
    expected: 'a speech-to-text model name of the AI endpoint',
  },
  AI_SUMMARY_MODEL: {
    key: 'aiSummaryModel',
    schema: z.string().min(1).default('gpt-4o-mini'),
    expected: 'a chat model name of the AI endpoint (with structured output)',
  },
  /**
   * Where Janus writes the meetings it records and the api reads them to compose each one
   * (docs/recording.md): a folder every Janus node and api instance share. Unset:
   * `${DATA_DIR}/meeting-recordings`.
   */
  MEETING_RECORDINGS_DIR: {
    key: 'meetingRecordingsDir',
    schema: z.string().min(1).optional(),
    expected: 'a directory path',
  },
  /**
   * How many Janus nodes `npm start` runs when JANUS_URL is unset: 2 or more try the audience's
   * relays on one machine (docs/scaling.md).
   */
  JANUS_LOCAL_NODES: {
    key: 'janusLocalNodes',
    schema: positiveInt(1),
    expected: 'a whole number of local Janus nodes, 1 or more',
  },
  /**
   * How many watchers a Janus node takes before a room's next watcher goes to another node
   * (docs/scaling.md: 330 suits a node of 2 cores, measured by bench:audience).
   */
  JANUS_WATCHERS_PER_NODE: {
    key: 'janusWatchersPerNode',
    schema: positiveInt(330),
    expected: 'a whole number of watchers, 1 or more',
  },
  /**
   * The interfaces (or address prefixes) the local Janus gathers ICE candidates on: Janus's
   * `ice_enforce_list`. Only for the Janus `npm start` runs; unset: every interface but `lo`.
   */
  JANUS_ICE_INTERFACES: {
    key: 'janusIceInterfaces',
    schema: list(z.string().regex(/^[\w.:/-]{1,40}$/)).optional(),
    expected:
      'comma-separated interface names or address prefixes, such as veth0 or 10.0.0.',
  },
} as const satisfies Record<
  string,
  { key: string; schema: z.ZodType; expected: string; secret?: boolean }
>;
