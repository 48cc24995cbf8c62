import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import pino from 'pino';
import WebSocket, { WebSocketServer } from 'ws';
import {
  connectJanus,
  JanusError,
} from '../../../src/adapters/janus/janus-client';
import {
  freeLoopbackPort,
  launchJanus,
  type LocalJanus,
} from '../../../src/adapters/janus/janus-launcher';
import { createJanusSfu } from '../../../src/adapters/janus/janus-sfu';
import { janusTestDir, testJanusNode } from '../../support/janus';

const log = pino({ level: 'silent' });

/** One request on a socket of its own; the Admin API speaks janus-admin-protocol. */
async function adminRequest(url: string, body: object): Promise<unknown> {
  const socket = new WebSocket(url, 'janus-admin-protocol');
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const answer = new Promise((resolve) =>
    socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
  );
  socket.send(JSON.stringify({ ...body, transaction: 'admin' }));
  try {
    return await answer;
  } finally {
    socket.close();
  }
}

describe('the local Janus npm start runs', () => {
  it('loads only the VideoRoom and Streaming plugins and the WebSocket transport, with secrets of its own and a media thread per core', async () => {
    const node = testJanusNode();
    expect(node.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const connection = await connectJanus({ url: node.url });
    const info = await connection.request({ janus: 'info' });
    await connection.close();

    expect(Object.keys(info.plugins as object).sort()).toEqual([
      'janus.plugin.streaming',
      'janus.plugin.videoroom',
    ]);
    expect(Object.keys(info.transports as object)).toEqual([
      'janus.transport.websockets',
    ]);
    expect(info).toMatchObject({
      api_secret: true,
      auth_token: true,
      'static-event-loops': availableParallelism(),
    });
  });

  describe('when it stops', () => {
    let janus: LocalJanus;

    // A Janus of its own: the run's shared one stays up for the other tests.
    beforeAll(async () => {
      testJanusNode();
      janus = await launchJanus({ dir: janusTestDir() });
    });

    afterAll(async () => {
      await janus?.stop();
      if (janus) await rm(janus.dir, { recursive: true, force: true });
    });

    it('answers its Admin API with the admin secret only', async () => {
      expect(
        await adminRequest(janus.adminUrl, {
          janus: 'list_sessions',
          admin_secret: janus.adminSecret,
        }),
      ).toMatchObject({ janus: 'success', sessions: expect.any(Array) });
      expect(
        await adminRequest(janus.adminUrl, {
          janus: 'list_sessions',
          admin_secret: 'wrong',
        }),
      ).toMatchObject({ janus: 'error', error: { code: 403 } });
    });

    it('opens a fresh session when Janus forgot the api’s (458), and makes the request again', async () => {
      const sfu = createJanusSfu({
        log,
        nodes: [
          {
            url: janus.url,
            apiSecret: janus.apiSecret,
            tokenSecret: janus.tokenSecret,
            roomAdminKey: janus.roomAdminKey,
          },
        ],
      });
      const admin = await sfu.videoRoom(0);
      const room = await admin.createRoom({ secret: 'room', publishers: 3 });
      const listed = (await adminRequest(janus.adminUrl, {
        janus: 'list_sessions',
        admin_secret: janus.adminSecret,
      })) as { sessions: number[] };
      expect(listed.sessions.length).toBeGreaterThan(0);
      for (const session_id of listed.sessions) {
        await adminRequest(janus.adminUrl, {
          janus: 'destroy_session',
          session_id,
          admin_secret: janus.adminSecret,
        });
      }

      // Its rooms are the plugin's: they outlive the session.
      expect(await admin.exists(room)).toBe(true);
      expect(await admin.destroyRoom(room, 'room')).toBe(true);
      await sfu.close();
    });

    it('is reported gone: the SFU is unreachable until it is back, and its rooms are lost', async () => {
      const sfu = createJanusSfu({
        log,
        nodes: [
          {
            url: janus.url,
            apiSecret: janus.apiSecret,
            tokenSecret: janus.tokenSecret,
            roomAdminKey: janus.roomAdminKey,
          },
        ],
      });
      const admin = await sfu.videoRoom(0);
      expect(sfu.sfu()).toEqual({ available: true });
      const room = await admin.createRoom({ secret: 'room', publishers: 3 });
      const gone = new Promise<JanusError>((resolve) =>
        sfu.onNodeGone((_node, error) => resolve(error)),
      );

      await janus.stop();

      expect(await gone).toMatchObject({ kind: 'gone' });
      expect(sfu.sfu()).toEqual({ available: false, reason: 'unreachable' });
      await expect(admin.exists(room)).rejects.toMatchObject({ kind: 'gone' });
      await expect(sfu.videoRoom(0)).rejects.toMatchObject({ kind: 'gone' });

      await janus.restart();

      const again = await sfu.videoRoom(0);
      expect(sfu.sfu()).toEqual({ available: true });
      expect(await again.exists(room)).toBe(false);
      await sfu.close();
    });
  });

  it('stops the Janus a killed api left running in its directory before starting a new one', async () => {
    testJanusNode();
    const dir = janusTestDir();
    const leftover = await launchJanus({ dir });
    const next = await launchJanus({ dir });
    try {
      expect(existsSync(`/proc/${leftover.pid}/cmdline`)).toBe(false);
      const connection = await connectJanus({ url: next.url });
      expect(await connection.request({ janus: 'info' })).toMatchObject({
        janus: 'server_info',
      });
      await connection.close();
    } finally {
      await leftover.stop();
      await next.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('starts again on the same port by itself when it dies (npm start supervises its Janus)', async () => {
    testJanusNode();
    const dir = janusTestDir();
    const events: Array<{ pid?: number; error?: Error }> = [];
    const janus = await launchJanus({
      dir,
      supervise: (event) => events.push(event),
    });
    try {
      const killed = janus.pid;
      process.kill(killed, 'SIGKILL');
      const deadline = Date.now() + 20_000;
      while (events.length === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events).toEqual([{ pid: janus.pid }]);
      expect(janus.pid).not.toBe(killed);
      const connection = await connectJanus({
        url: janus.url,
        apiSecret: janus.apiSecret,
      });
      expect(await connection.request({ janus: 'info' })).toMatchObject({
        janus: 'server_info',
      });
      await connection.close();
      // Asked to stop, it stays stopped.
      await janus.stop();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(events).toHaveLength(1);
    } finally {
      await janus.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says the SFU is not configured when there is no node', async () => {
    const sfu = createJanusSfu({ log, nodes: [] });
    expect(sfu.sfu()).toEqual({
      available: false,
      reason: 'not-configured',
    });
    await sfu.close();
  });

  it('gives up on a server that does not answer, with a timeout error', async () => {
    const port = await freeLoopbackPort();
    const silent = new WebSocketServer({ host: '127.0.0.1', port });
    const connection = await connectJanus({
      url: `ws://127.0.0.1:${port}`,
      timeoutMs: 200,
    });
    const request = connection.request({ janus: 'info' });
    await expect(request).rejects.toThrow(JanusError);
    await expect(request).rejects.toMatchObject({ kind: 'timeout' });
    await connection.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('cannot connect to a closed port: gone', async () => {
    const port = await freeLoopbackPort();
    await expect(
      connectJanus({ url: `ws://127.0.0.1:${port}` }),
    ).rejects.toMatchObject({ kind: 'gone' });
  });
});
