// The Janus API from the browser, as small as the VideoRoom needs: one WebSocket (subprotocol
// 'janus-protocol'), one session kept alive, plugin handles whose requests are matched to their
// answers by transaction. The official janus.js was not used: it is a global-script library
// with callbacks, no types and its own WebRTC handling (about 120 kB); the room already owns its
// peer connections, so only the signalling is needed here (docs/live-room-ui.md, "SFU").

import {
  candidateOf,
  JANUS_KEEPALIVE_MS,
  JANUS_SUBPROTOCOL,
  janusRefusalOf,
  settlesRequest,
  type JanusMessage,
  type JanusPluginBody,
  type JanusRequest,
  type Jsep,
} from '@ruume/contracts';

export type { Jsep } from '@ruume/contracts';

/** A plugin's event: its data (`videoroom`, …) and, for negotiations, an SDP. */
export interface PluginEvent {
  data: Record<string, unknown>;
  jsep?: Jsep;
}

export class JanusRequestError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'JanusRequestError';
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

type HandleListeners = {
  events: Set<(event: PluginEvent) => void>;
  candidates: Set<(candidate: RTCIceCandidateInit | null) => void>;
};

type Pending = {
  resolve: (message: JanusMessage) => void;
  reject: (error: Error) => void;
  /** Asynchronous plugin requests answer with an `ack` first, then an `event`. */
  waitPastAck: boolean;
  timer: ReturnType<typeof setTimeout>;
};

export type JanusSocketConstructor = new (
  url: string,
  protocols: string,
) => WebSocket;

export interface JanusHandle {
  /** A plugin request answered at once (`success`) or by its event; rejects on an error. */
  send(body: JanusPluginBody, jsep?: Jsep): Promise<PluginEvent>;
  trickle(candidate: RTCIceCandidateInit | null): void;
  /** Events the plugin sends on its own (someone published, left, talks…). */
  onEvent(listener: (event: PluginEvent) => void): void;
  /**
   * Janus's own ICE candidates for this handle's PeerConnection, trickled one by one (its
   * `full_trickle`): they are the only way to reach it through TURN or from a browser that hides
   * its addresses behind mDNS names. null: Janus has no more.
   */
  onCandidate(listener: (candidate: RTCIceCandidateInit | null) => void): void;
  detach(): void;
}

/** One Janus session over its own WebSocket. */
export class JanusSession {
  private socket!: WebSocket;
  private sessionId = 0;
  private seq = 0;
  private readonly pending = new Map<string, Pending>();
  private readonly handles = new Map<number, HandleListeners>();
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  private goneListeners = new Set<() => void>();

  private constructor(private token: string) {}

  /** Opens the socket and creates the session; rejects when Janus refuses the token. */
  static async open(
    url: string,
    token: string,
    Socket: JanusSocketConstructor = WebSocket,
  ): Promise<JanusSession> {
    const session = new JanusSession(token);
    await session.connect(url, Socket);
    return session;
  }

  /** A fresh token (the ticket frame's refreshed access): every later request carries it. */
  setToken(token: string) {
    this.token = token;
  }

  /** The socket closed without close() (the node went away). */
  onGone(listener: () => void): () => void {
    this.goneListeners.add(listener);
    return () => this.goneListeners.delete(listener);
  }

  async attach(plugin: string): Promise<JanusHandle> {
    const answer = await this.request({ janus: 'attach', plugin });
    const handleId = idOf(answer);
    const listeners: HandleListeners = {
      events: new Set(),
      candidates: new Set(),
    };
    this.handles.set(handleId, listeners);
    return {
      send: async (body, jsep) => {
        const message = await this.request(
          {
            janus: 'message',
            handle_id: handleId,
            body,
            ...(jsep && { jsep }),
          },
          true,
        );
        return pluginEventOf(message);
      },
      trickle: (candidate) =>
        this.fire({
          janus: 'trickle',
          handle_id: handleId,
          candidate: candidate ?? { completed: true },
        }),
      onEvent: (listener) => void listeners.events.add(listener),
      onCandidate: (listener) => void listeners.candidates.add(listener),
      detach: () => {
        this.handles.delete(handleId);
        this.fire({ janus: 'detach', handle_id: handleId });
      },
    };
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.sessionId) this.fire({ janus: 'destroy' });
    this.shutDown();
    this.socket.close();
  }

  private connect(url: string, Socket: JanusSocketConstructor) {
    return new Promise<void>((resolve, reject) => {
      const socket = new Socket(url, JANUS_SUBPROTOCOL);
      this.socket = socket;
      socket.onmessage = (event) => this.receive(String(event.data));
      socket.onclose = () => {
        if (!this.closed) {
          this.closed = true;
          this.shutDown();
          this.goneListeners.forEach((listener) => listener());
        }
        reject(new JanusRequestError('the SFU could not be reached', null));
      };
      socket.onopen = () => {
        this.request({ janus: 'create' }).then((answer) => {
          this.sessionId = idOf(answer);
          this.keepalive = setInterval(
            () => this.fire({ janus: 'keepalive' }),
            JANUS_KEEPALIVE_MS,
          );
          resolve();
        }, reject);
      };
    });
  }

  private shutDown() {
    if (this.keepalive) clearInterval(this.keepalive);
    this.keepalive = null;
    this.pending.forEach((p) => {
      clearTimeout(p.timer);
      p.reject(new JanusRequestError('the SFU went away', null));
    });
    this.pending.clear();
    this.handles.clear();
  }

  private envelope(message: JanusRequest, transaction: string) {
    return JSON.stringify({
      ...message,
      transaction,
      token: this.token,
      ...(this.sessionId && { session_id: this.sessionId }),
    });
  }

  /** A request whose answer nobody waits for (keepalive, trickle, detach, destroy). */
  private fire(message: JanusRequest) {
    if (this.socket.readyState !== 1) return;
    this.socket.send(this.envelope(message, `f${++this.seq}`));
  }

  private request(
    message: JanusRequest,
    waitPastAck = false,
  ): Promise<JanusMessage> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState !== 1) {
        reject(new JanusRequestError('the SFU is not connected', null));
        return;
      }
      const transaction = `t${++this.seq}`;
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        const what =
          message.janus === 'message' ? message.body.request : message.janus;
        reject(new JanusRequestError(`the SFU did not answer ${what}`, null));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, { resolve, reject, waitPastAck, timer });
      this.socket.send(this.envelope(message, transaction));
    });
  }

  private receive(text: string) {
    let message: JanusMessage;
    try {
      message = JSON.parse(text) as JanusMessage;
    } catch {
      return;
    }
    const pending = message.transaction
      ? this.pending.get(message.transaction)
      : undefined;
    if (pending && settlesRequest(message, pending.waitPastAck)) {
      this.pending.delete(message.transaction as string);
      clearTimeout(pending.timer);
      const refusal = janusRefusalOf(message);
      if (refusal)
        pending.reject(new JanusRequestError(refusal.reason, refusal.code));
      else pending.resolve(message);
      return;
    }
    const handle = message.sender
      ? this.handles.get(message.sender)
      : undefined;
    if (message.janus === 'event')
      handle?.events.forEach((listener) => listener(pluginEventOf(message)));
    if (message.janus === 'trickle') {
      const candidate = candidateOf(message);
      handle?.candidates.forEach((listener) => listener(candidate));
    }
  }
}

/** The id a `success` to create or attach gives. */
const idOf = (answer: JanusMessage): number => answer.data?.id ?? 0;

function pluginEventOf(message: JanusMessage): PluginEvent {
  const data = message.plugindata?.data ?? {};
  const { jsep } = message;
  return jsep ? { data, jsep } : { data };
}
