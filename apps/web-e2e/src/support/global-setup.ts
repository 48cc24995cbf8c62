// Starts ONE ruume server (fresh DATA_DIR, free port) for every spec of the run and hands its URL to the specs
// through process.env. Set RUUME_E2E_BASE_URL yourself to run the specs against a server you started.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumProblem } from './chromium.cjs';
import {
  buildProblem,
  ENV_BASE_URL,
  ENV_RUN_DIR,
  startServer,
  type RuumeServer,
} from './stack';

declare global {
  var __RUUME_E2E_SERVER__: RuumeServer | undefined;
}

export default async function globalSetup(
  _globalConfig: unknown,
  projectConfig: { globals?: Record<string, unknown> },
): Promise<void> {
  const problems = [chromiumProblem(), buildProblem()].filter(Boolean);
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const dir = mkdtempSync(join(tmpdir(), 'ruume-e2e-'));
  process.env[ENV_RUN_DIR] = dir;
  // The serial run's specs start servers of their own (jest.e2e-serial.config.cjs).
  if (projectConfig.globals?.ruumeSharedServer === false) return;

  const external = process.env[ENV_BASE_URL];
  if (external) {
    console.log(
      `\nruume e2e: using the server at ${external} (${ENV_BASE_URL}); logs of servers the specs start: ${dir}`,
    );
    return;
  }

  const server = await startServer({ label: 'shared' });
  globalThis.__RUUME_E2E_SERVER__ = server;
  process.env[ENV_BASE_URL] = server.url;
  writeFileSync(
    join(dir, 'stack.json'),
    JSON.stringify(
      { url: server.url, dataDir: server.dataDir, logFile: server.logFile },
      null,
      2,
    ),
  );
  console.log(
    `\nruume e2e: server ready at ${server.url} (logs and data under ${dir})`,
  );
}
