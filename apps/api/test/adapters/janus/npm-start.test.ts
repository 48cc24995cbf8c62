import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { connectJanus } from '../../../src/adapters/janus/janus-client';
import { freeLoopbackPort } from '../../../src/adapters/janus/janus-launcher';
import { loadConfig } from '../../../src/config';
import { startServer } from '../../../src/server';
import { testJanusNode } from '../../support/janus';
import { MIGRATIONS_FOLDER } from '../../support/paths';
import { copyPgliteTemplate, makeTempDir } from '../../support/pglite-template';

describe('the SFU as npm start sets it up', () => {
  let dataDir: string;
  beforeEach(async () => {
    testJanusNode();
    dataDir = await makeTempDir();
    await copyPgliteTemplate(dataDir);
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const start = async (env: Record<string, string> = {}) =>
    startServer({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(await freeLoopbackPort()),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: `${dataDir}/no-web-build`,
        ...env,
      }),
      migrationsFolder: MIGRATIONS_FOLDER,
      print: () => undefined,
      localJanus: true,
    });

  it('starts a loopback Janus without JANUS_URL, rooms are made on it, and it stops with the server', async () => {
    const server = await start();
    const janusDir = join(dataDir, 'janus');
    const transport = await readFile(
      join(janusDir, 'janus.transport.websockets.jcfg'),
      'utf8',
    );
    expect(transport).toContain('ws_ip = "127.0.0.1"');
    const port = /ws_port = (\d+)/.exec(transport)?.[1];

    const sfu = server.app.services.sfu;
    const admin = await sfu.videoRoom(0);
    expect(sfu.sfu()).toEqual({ available: true });
    const room = await admin.createRoom({ secret: 'room', publishers: 30 });
    expect(await admin.exists(room)).toBe(true);

    await server.close();
    await expect(
      connectJanus({ url: `ws://127.0.0.1:${port}` }),
    ).rejects.toMatchObject({ kind: 'gone' });
  });

  it('gathers ICE candidates only on JANUS_ICE_INTERFACES when it is set', async () => {
    const server = await start({ JANUS_ICE_INTERFACES: 'veth0' });
    try {
      const core = await readFile(join(dataDir, 'janus', 'janus.jcfg'), 'utf8');
      expect(core).toContain('ice_enforce_list = "veth0"');
      expect(server.app.services.sfu.sfu()).toEqual({ available: true });
    } finally {
      await server.close();
    }
  });

  it('uses the nodes JANUS_URL names and starts none of its own', async () => {
    const node = testJanusNode();
    const server = await start({
      JANUS_URL: node.url,
      JANUS_API_SECRET: node.apiSecret,
      JANUS_TOKEN_SECRET: node.tokenSecret,
      JANUS_ADMIN_KEY: node.roomAdminKey ?? '',
    });
    try {
      const admin = await server.app.services.sfu.videoRoom(0);
      const room = await admin.createRoom({ secret: 'room', publishers: 3 });
      expect(await admin.destroyRoom(room, 'room')).toBe(true);
      expect(server.app.services.sfu.nodeCount).toBe(1);
      expect(existsSync(join(dataDir, 'janus'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
