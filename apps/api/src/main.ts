import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createErrorReporting } from './adapters/error-reporting';
import { type Config, ConfigError, loadConfig } from './config';
import { startServer } from './server';

// This file runs as apps/api/src/main.ts (tsx) or as the bundle apps/api/dist/main.js.
const here = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(here, '../../..');
// The build copies the migrations beside the bundle.
const migrationsFolder = existsSync(join(here, 'migrations'))
  ? join(here, 'migrations')
  : join(here, 'db', 'migrations');
// The build copies the stock templates' media beside the bundle too.
const templateMediaFolder = existsSync(join(here, 'assets', 'templates'))
  ? join(here, 'assets', 'templates')
  : join(here, '..', 'assets', 'templates');

let config: Config;
try {
  config = loadConfig(process.env, { rootDir });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const errorReporting = await createErrorReporting(config);
const server = await startServer({
  config,
  migrationsFolder,
  templateMediaFolder,
  reportError: errorReporting?.report,
  localJanus: true,
  localTurn: true,
}).catch((error: unknown) => {
  console.error(`ruume could not start: ${describeError(error)}`);
  // Where it failed, for whoever reads the log (the line above is for people).
  console.error(error);
  process.exit(1);
});

server.app.log.info(`ruume is running at ${config.publicUrl}`);
console.log(`ruume is running at ${config.publicUrl}`);

// Ctrl-C under `npm start` arrives twice (from the terminal and forwarded by the script),
// so repeated signals are ignored rather than cutting the shutdown short; closing PGlite
// cleanly keeps its data directory consistent.
let shuttingDown = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (shuttingDown) return;
    shuttingDown = true;
    server.app.log.info(`${signal} received, shutting down`);
    // Requests that never finish must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server
      .close()
      .then(() => errorReporting?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

/** The message and its causes on one line: a failed migration query says why it failed. */
function describeError(error: unknown): string {
  const messages: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) {
    messages.push(e.message.split('\n')[0]);
  }
  return messages.join(': ') || String(error);
}
