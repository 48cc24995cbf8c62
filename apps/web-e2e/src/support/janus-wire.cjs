// A minimal Janus client over its WebSocket transport (subprotocol janus-protocol), for the tests
// and benches that drive peers against a real Janus: sessions, plugin handles, synchronous
// requests, asynchronous messages with a JSEP, trickle. Plain CommonJS so the TypeScript specs
// (support/janus-media.ts) and plain Node scripts (tools/bench/sfu.mjs) share it. The product's
// own clients are apps/api/src/adapters/janus (the api) and libs/room (the browser); all three
// speak the messages of contracts' janus/janus-wire.ts (typed here by janus-wire.d.cts).
const { randomBytes } = require('node:crypto');
const WebSocket = require('ws');

const transaction = () => randomBytes(9).toString('base64url');
// A keepalive, a detach or a late candidate that fails changes nothing the caller waits for.
const ignore = () => undefined;

/**
 * Opens a Janus session. `auth` is { apiSecret } (the api's secret) or { token } (a core token
 * a browser would hold). Keeps it alive every 20 s until close().
 */
async function openJanusSession(url, auth = {}) {
  const ws = new WebSocket(url, 'janus-protocol');
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const credentials = {
    ...(auth.apiSecret ? { apisecret: auth.apiSecret } : {}),
    ...(auth.token ? { token: auth.token } : {}),
  };
  const pending = new Map();
  const handleListeners = new Map();
  ws.on('message', (raw) => {
    let message;
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    const waiting = message.transaction && pending.get(message.transaction);
    // An ack answers a trickle; for a plugin message it only says the event will follow.
    if (message.janus === 'ack' && !waiting?.ackIsAnswer) return;
    if (waiting) {
      pending.delete(message.transaction);
      waiting(message);
      return;
    }
    handleListeners.get(message.sender)?.(message);
  });
  const send = (body) =>
    new Promise((resolve, reject) => {
      const id = transaction();
      const answer = (message) =>
        message.janus === 'error' || message.plugindata?.data?.error
          ? reject(
              new Error(
                `janus: ${message.error?.reason ?? message.plugindata.data.error}`,
              ),
            )
          : resolve(message);
      answer.ackIsAnswer = body.janus === 'trickle';
      pending.set(id, answer);
      ws.send(JSON.stringify({ ...body, ...credentials, transaction: id }));
    });

  const session = (await send({ janus: 'create' })).data.id;
  const keepAlive = setInterval(
    () => void send({ janus: 'keepalive', session_id: session }).catch(ignore),
    20_000,
  );
  keepAlive.unref?.();

  return {
    id: session,
    /** A handle on `plugin` (janus.plugin.videoroom); `onEvent` gets its unsolicited messages. */
    async attach(plugin, onEvent = ignore) {
      const handle = (
        await send({ janus: 'attach', session_id: session, plugin })
      ).data.id;
      handleListeners.set(handle, onEvent);
      const address = { session_id: session, handle_id: handle };
      return {
        id: handle,
        /** A synchronous plugin request (create, exists…): its plugin data. */
        async request(body) {
          const answer = await send({ janus: 'message', ...address, body });
          return answer.plugindata.data;
        },
        /** An asynchronous one (join, publish, start…): the event that answers it, with its JSEP. */
        async message(body, jsep) {
          const answer = await send({
            janus: 'message',
            ...address,
            body,
            ...(jsep ? { jsep } : {}),
          });
          return { data: answer.plugindata.data, jsep: answer.jsep };
        },
        /** One local candidate, or null once gathering is complete. */
        trickle(candidate) {
          return send({
            janus: 'trickle',
            ...address,
            candidate: candidate ?? { completed: true },
          });
        },
        detach: () => send({ janus: 'detach', ...address }).catch(ignore),
      };
    },
    async close() {
      clearInterval(keepAlive);
      await send({ janus: 'destroy', session_id: session }).catch(ignore);
      ws.close();
    },
  };
}

/**
 * Janus trickles its own candidates (full_trickle), often before the peer connection has its
 * remote description: `onEvent` keeps them until open(), then hands each to `add`.
 */
function remoteCandidates(add) {
  let ready = false;
  const queued = [];
  return {
    onEvent(message) {
      const candidate = message.janus === 'trickle' && message.candidate;
      if (!candidate || candidate.completed) return;
      if (ready) void Promise.resolve(add(candidate)).catch(ignore);
      else queued.push(candidate);
    },
    async open() {
      ready = true;
      for (const candidate of queued.splice(0)) await add(candidate);
    },
  };
}

module.exports = { openJanusSession, remoteCandidates };
