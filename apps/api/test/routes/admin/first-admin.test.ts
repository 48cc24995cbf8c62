import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadConfig } from '../../../src/config';
import { type RunningServer, startServer } from '../../../src/server';
import { MIGRATIONS_FOLDER } from '../../support/paths';
import { copyPgliteTemplate, makeTempDir } from '../../support/pglite-template';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the first admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeTempDir();
    await copyPgliteTemplate(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const start = async (printed: string[], env: Record<string, string> = {}) => {
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: `${dataDir}/no-web-build`,
      ...env,
    });
    const server = await startServer({
      config,
      migrationsFolder: MIGRATIONS_FOLDER,
      print: (text) => printed.push(text),
    });
    return { server, base: `http://127.0.0.1:${port}/api/v1` };
  };

  it('is created once on a start without accounts, with a password shown once, and can sign in', async () => {
    const printed: string[] = [];
    let running: RunningServer | undefined;
    try {
      const { server, base } = await start(printed, {
        ADMIN_EMAIL: 'Owner@Example.com',
      });
      running = server;
      expect(printed).toHaveLength(1);
      const [, email, password] =
        /email: +(\S+)\n +password: +(\S+)\n/.exec(printed[0]) ?? [];
      expect(email).toBe('owner@example.com');
      expect(printed[0]).toContain(
        `Sign in at http://localhost:${new URL(base).port}/login`,
      );
      expect(printed[0]).toContain('shown only this once');

      const login = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=x',
          'x-xsrf-token': 'x',
        },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const user = await login.json();
      expect(user).toMatchObject({
        email,
        role: 'ADMIN',
        passwordExists: true,
      });
    } finally {
      await running?.close();
    }

    // The next start finds an account and creates nothing.
    const again: string[] = [];
    const { server } = await start(again);
    await server.close();
    expect(again).toEqual([]);
  });
});
