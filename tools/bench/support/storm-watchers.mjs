// Watchers for the audience storm (tools/bench/audience-storm.mjs): socket clients that speak
// the room's real protocol as a browser in the audience does (the lobby's page for its XSRF
// cookie, the join call as the audience, the socket's hello), each from an address of its own
// behind the api's trusted proxy, as a load balancer would pass them on. Each one notes when
// frames reach it, on this process's clock, so fan-out latency is arrival minus send.
import WebSocket from 'ws';

/** A distinct client address per watcher (10.0.0.0/8), sent as X-Forwarded-For. */
const addressOf = (index) =>
  `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** The cookies a page visit sets, as one Cookie header, and the XSRF token among them. */
async function lobbyCookies(base, roomId, forwarded) {
  const opened = await fetch(`${base}/m/${roomId}`, {
    headers: { 'x-forwarded-for': forwarded },
  });
  await opened.arrayBuffer();
  const pairs = opened.headers.getSetCookie().map((line) => line.split(';')[0]);
  const xsrf = pairs
    .find((pair) => pair.startsWith('XSRF-TOKEN='))
    ?.slice('XSRF-TOKEN='.length);
  return { cookie: pairs.join('; '), xsrf: xsrf ?? '' };
}

/**
 * The join call as the audience: `{ ticket, cookie }`, or `{ refused: { status, error,
 * message } }` when the api says no.
 */
export async function joinAsAudience(base, roomId, index) {
  const forwarded = addressOf(index);
  const { cookie, xsrf } = await lobbyCookies(base, roomId, forwarded);
  const joined = await fetch(`${base}/api/v1/room/${roomId}/join`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      'x-forwarded-for': forwarded,
    },
    body: JSON.stringify({ displayName: `watcher ${index}`, as: 'audience' }),
  });
  const body = await joined.json();
  if (joined.status !== 200)
    return { refused: { status: joined.status, ...body } };
  return { ticket: body.ticket, cookie, forwarded };
}

/**
 * Opens the room's socket with `ticket` and says hello; resolves with the welcome frame (or
 * rejects with the error frame's code, or when the socket closes first). Every later frame goes
 * to `onFrame(frame, arrivedAt)`; `onClose()` when the socket closes.
 */
export function enter(base, roomId, access, { onFrame, onClose }) {
  const socket = new WebSocket(
    `${base.replace(/^http/, 'ws')}/api/v1/room/${roomId}/socket`,
    {
      headers: { cookie: access.cookie, 'x-forwarded-for': access.forwarded },
    },
  );
  return new Promise((resolve, reject) => {
    let welcomed = false;
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'hello', ticket: access.ticket })),
    );
    socket.on('message', (data) => {
      const arrivedAt = performance.now();
      const frame = JSON.parse(String(data));
      if (!welcomed && frame.type === 'welcome') {
        welcomed = true;
        resolve({ socket, welcome: frame });
      } else if (!welcomed && frame.type === 'error') {
        reject(new Error(frame.code));
      } else {
        onFrame(frame, arrivedAt);
      }
    });
    socket.on('error', (error) => {
      if (!welcomed) reject(error);
    });
    socket.on('close', () => {
      if (!welcomed) reject(new Error('closed before the welcome'));
      else onClose();
    });
  });
}

/** The p-th percentile (0–100) of `values`, nearest rank; NaN when empty. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until `value()` is truthy or `boundMs` passed; answers its last value. */
export async function until(value, boundMs) {
  const end = performance.now() + boundMs;
  while (!value() && performance.now() < end) await sleep(20);
  return value();
}
