// Stops the shared server and removes the run directory (kept, with its logs, when a test failed).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stopServer, ENV_RUN_DIR } from './stack';

export default async function globalTeardown(): Promise<void> {
  await stopServer(globalThis.__RUUME_E2E_SERVER__);
  globalThis.__RUUME_E2E_SERVER__ = undefined;

  const dir = process.env[ENV_RUN_DIR];
  if (!dir || !existsSync(dir)) return;
  if (existsSync(join(dir, 'FAILED'))) {
    console.log(`ruume e2e: kept the server logs of this failed run in ${dir}`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
}
