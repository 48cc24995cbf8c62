// Janus's API as it goes over its WebSocket transport, defined once for the three clients ruume
// has: the api's (apps/api/src/adapters/janus), the browser's (libs/room's live/janus-browser.ts)
// and the browser tests' and benches' (apps/web-e2e/src/support/janus-wire.cjs). Each adds the
// envelope (transaction, session_id, and the api secret or a token) to the requests below.

/** The WebSocket subprotocol of Janus's API. */
export const JANUS_SUBPROTOCOL = 'janus-protocol';

/** Janus drops a session after 60 s without a request: keepalives go out well before. */
export const JANUS_KEEPALIVE_MS = 25_000;

/** A WebRTC negotiation's SDP, as Janus carries it beside a plugin message or event. */
export interface Jsep {
  type: 'offer' | 'answer';
  sdp: string;
}

/** A trickled ICE candidate; `completed` says there are no more. */
export interface JanusCandidate {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  completed?: boolean;
}

/** A plugin request's body (`request` names it: join, publish, configure, create, kick…). */
export type JanusPluginBody = { request: string } & Record<string, unknown>;

/** What a client sends, before its envelope. */
export type JanusRequest =
  | { janus: 'info' }
  | { janus: 'create' }
  | { janus: 'attach'; plugin: string }
  | {
      janus: 'message';
      handle_id: number;
      body: JanusPluginBody;
      jsep?: Jsep;
    }
  | { janus: 'trickle'; handle_id: number; candidate: JanusCandidate }
  | { janus: 'keepalive' }
  | { janus: 'detach'; handle_id: number }
  | { janus: 'destroy' };

/**
 * What Janus sends: `janus` says what it is (success, error, ack, event, trickle, webrtcup,
 * media, slowlink, hangup, detached, timeout…); `transaction` names the request it answers,
 * `sender` the handle an event is about.
 */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  /** A created session's or handle's id (`success` to create and attach). */
  data?: { id: number } & Record<string, unknown>;
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
  candidate?: JanusCandidate;
  error?: { code: number; reason: string };
  [field: string]: unknown;
}

/**
 * Whether `message` settles the request waiting for it: an `ack` answers a request by itself
 * (a trickle, a keepalive), but for an asynchronous plugin message it only says that the event
 * answering it will follow.
 */
export const settlesRequest = (
  message: JanusMessage,
  waitsForEvent: boolean,
): boolean => !(waitsForEvent && message.janus === 'ack');

/** A refusal carried by an answer: Janus's own (`janus: error`) or its plugin's. */
export interface JanusRefusal {
  by: 'janus' | 'plugin';
  reason: string;
  code: number | null;
}

/** The refusal in `message`, or null when it is not one. */
export function janusRefusalOf(message: JanusMessage): JanusRefusal | null {
  if (message.janus === 'error')
    return {
      by: 'janus',
      reason: message.error?.reason ?? 'error',
      code: message.error?.code ?? null,
    };
  const data = message.plugindata?.data;
  if (
    data &&
    (typeof data['error_code'] === 'number' ||
      typeof data['error'] === 'string')
  )
    return {
      by: 'plugin',
      reason:
        typeof data['error'] === 'string' ? data['error'] : 'plugin error',
      code: typeof data['error_code'] === 'number' ? data['error_code'] : null,
    };
  return null;
}

/** A trickled candidate as the browser takes it, or null for `completed`. */
export function candidateOf(message: JanusMessage): JanusCandidate | null {
  const candidate = message.candidate;
  if (!candidate || candidate.completed) return null;
  const { candidate: line, sdpMid, sdpMLineIndex } = candidate;
  return { candidate: line, sdpMid, sdpMLineIndex };
}
