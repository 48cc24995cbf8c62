import { randomBytes } from 'node:crypto';
import {
  JANUS_SUBPROTOCOL,
  janusRefusalOf,
  settlesRequest,
  type JanusMessage,
  type JanusRequest,
} from '@ruume/contracts';
import WebSocket from 'ws';

// The Janus API over one WebSocket (its messages: contracts' janus/janus-wire.ts): requests are
// matched to answers by transaction; events without a pending request go to their handle's
// listeners.
// WebSocket rather than HTTP: events (leaving, talking) arrive as they happen, and a closed
// socket tells at once that the server went away.

export type JanusErrorKind =
  /** Janus refused the request (`janus: error`): code and reason are Janus's. */
  | 'janus'
  /** A plugin refused it (`error_code` in its answer). */
  | 'plugin'
  | 'timeout'
  /** The connection closed or could not open: the server is gone or unreachable. */
  | 'gone';

export class JanusError extends Error {
  constructor(
    readonly kind: JanusErrorKind,
    message: string,
    readonly code?: number,
  ) {
    super(code === undefined ? message : `${message} (${code})`);
    this.name = 'JanusError';
  }
}

/** Codes of janus.h and janus_videoroom.c that callers act on. */
export const JANUS_ERROR = {
  unauthorized: 403,
  sessionNotFound: 458,
  videoroomNoSuchRoom: 426,
  videoroomUnauthorized: 433,
  videoroomNoSuchFeed: 428,
} as const;

export type { JanusMessage } from '@ruume/contracts';

/** A request as the api sends it: its session (and handle) named in it. */
export type JanusApiRequest = JanusRequest & { session_id?: number };

export interface JanusConnectOptions {
  /** ws:// or wss:// address of the Janus API. */
  url: string;
  apiSecret?: string;
  /** A core token (token auth), as a browser presents it; the api uses apiSecret. */
  token?: string;
  /** Per request (and for opening the socket); default 10 s. */
  timeoutMs?: number;
}

interface Pending {
  resolve(message: JanusMessage): void;
  reject(error: JanusError): void;
  /** Async plugin requests answer `ack` first, then an event with the same transaction. */
  waitForEvent: boolean;
  timer: NodeJS.Timeout;
}

export type HandleListener = (message: JanusMessage) => void;

export interface JanusConnection {
  readonly url: string;
  /** Sends one request (transaction and apisecret added) and resolves with its answer. */
  request(
    body: JanusApiRequest,
    options?: { waitForEvent?: boolean },
  ): Promise<JanusMessage>;
  /** Events for a handle that no request waits for (joined, leaving, talking, kicked…). */
  onHandleEvent(handleId: number, listener: HandleListener): () => void;
  /** Called once when the socket closes for any reason other than close(). */
  onGone(listener: (error: JanusError) => void): void;
  readonly gone: boolean;
  close(): Promise<void>;
}

export const newTransaction = () => randomBytes(9).toString('base64url');

/** Opens the socket; rejects with JanusError('gone') when it cannot. */
export function connectJanus(
  options: JanusConnectOptions,
): Promise<JanusConnection> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const socket = new WebSocket(options.url, JANUS_SUBPROTOCOL, {
    handshakeTimeout: timeoutMs,
  });
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      socket.terminate();
      reject(
        new JanusError(
          'gone',
          `cannot reach Janus at ${options.url}: ${error.message}`,
        ),
      );
    };
    socket.once('error', fail);
    socket.once('open', () => {
      socket.off('error', fail);
      resolve(wrapSocket(socket, options, timeoutMs));
    });
  });
}

function wrapSocket(
  socket: WebSocket,
  options: JanusConnectOptions,
  timeoutMs: number,
): JanusConnection {
  const pending = new Map<string, Pending>();
  const handleListeners = new Map<number, Set<HandleListener>>();
  const goneListeners: Array<(error: JanusError) => void> = [];
  let closing = false;
  let gone = false;

  const settle = (transaction: string) => {
    const entry = pending.get(transaction);
    if (entry) {
      clearTimeout(entry.timer);
      pending.delete(transaction);
    }
    return entry;
  };

  socket.on('message', (raw) => {
    let message: JanusMessage;
    try {
      message = JSON.parse(raw.toString()) as JanusMessage;
    } catch {
      return;
    }
    const entry = message.transaction
      ? pending.get(message.transaction)
      : undefined;
    if (entry && settlesRequest(message, entry.waitForEvent)) {
      settle(message.transaction as string);
      // A plugin's refusal is the plugin's answer: janus-session.ts reads it.
      const refusal = janusRefusalOf(message);
      if (refusal?.by === 'janus') {
        entry.reject(
          new JanusError('janus', refusal.reason, refusal.code ?? undefined),
        );
      } else {
        entry.resolve(message);
      }
      return;
    }
    if (message.sender !== undefined) {
      for (const listener of handleListeners.get(message.sender) ?? []) {
        listener(message);
      }
    }
  });

  socket.on('error', () => undefined);
  socket.on('close', (code) => {
    gone = true;
    const error = new JanusError(
      'gone',
      `the connection to Janus at ${options.url} closed (${code})`,
    );
    for (const transaction of [...pending.keys()]) {
      settle(transaction)?.reject(error);
    }
    if (!closing) for (const listener of goneListeners) listener(error);
  });

  return {
    url: options.url,
    get gone() {
      return gone;
    },
    request(body, { waitForEvent = false } = {}) {
      if (gone || socket.readyState !== WebSocket.OPEN) {
        return Promise.reject(
          new JanusError('gone', `not connected to Janus at ${options.url}`),
        );
      }
      const transaction = newTransaction();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          settle(transaction);
          reject(
            new JanusError(
              'timeout',
              `Janus did not answer ${String(body.janus)} within ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        pending.set(transaction, { resolve, reject, waitForEvent, timer });
        const credentials = {
          ...(options.apiSecret ? { apisecret: options.apiSecret } : {}),
          ...(options.token ? { token: options.token } : {}),
        };
        socket.send(JSON.stringify({ ...body, ...credentials, transaction }));
      });
    },
    onHandleEvent(handleId, listener) {
      const listeners = handleListeners.get(handleId) ?? new Set();
      listeners.add(listener);
      handleListeners.set(handleId, listeners);
      return () => listeners.delete(listener);
    },
    onGone(listener) {
      goneListeners.push(listener);
    },
    close() {
      closing = true;
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
