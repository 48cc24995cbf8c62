// TURN as `npm start` sets it up: without TURN_URLS a local coturn on TURN_LOCAL_ADDRESS that the
// participants' credentials open, stopped with the server; with TURN_URLS, none of its own.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freeLoopbackPort } from '../../../src/adapters/janus/janus-launcher';
import { loadConfig } from '../../../src/config';
import { startServer } from '../../../src/server';
import { MIGRATIONS_FOLDER } from '../../support/paths';
import { copyPgliteTemplate, makeTempDir } from '../../support/pglite-template';
import {
  allocateOverTcp,
  tcpAddressOf,
  turnEntryOf,
} from '../../support/turn-allocate';

describe('TURN as npm start sets it up', () => {
  let dataDir: string;
  beforeEach(async () => {
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
      localTurn: true,
    });

  it('starts coturn on TURN_LOCAL_ADDRESS without TURN_URLS, relays for the minted credentials, and stops with the server', async () => {
    const server = await start({ TURN_LOCAL_ADDRESS: '127.0.0.2' });
    const entry = turnEntryOf(
      server.app.services.iceServers.forParticipant('p-ana'),
    );
    const address = tcpAddressOf(entry.urls);
    expect(entry.urls).toEqual([
      `turn:127.0.0.2:${address[1]}?transport=udp`,
      `turn:127.0.0.2:${address[1]}?transport=tcp`,
    ]);
    expect(
      await allocateOverTcp(address, entry.username, entry.credential),
    ).toEqual({ allocated: true, relayed: ['127.0.0.2', expect.any(Number)] });

    await server.close();
    await expect(
      allocateOverTcp(address, entry.username, entry.credential),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('uses the TURN server TURN_URLS names and starts none of its own', async () => {
    const urls = 'turn:turn.example.com:3478?transport=udp';
    const server = await start({
      TURN_URLS: urls,
      TURN_SECRET: 'a-secret-shared-with-coturn',
    });
    try {
      expect(
        turnEntryOf(server.app.services.iceServers.forParticipant('p-ana'))
          .urls,
      ).toEqual([urls]);
      expect(existsSync(join(dataDir, 'coturn'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
