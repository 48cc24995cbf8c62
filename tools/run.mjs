// Small process helpers shared by the root scripts (start, dev, test).
import { spawn } from 'node:child_process';

export const toolEnv = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};

/** Runs a command with inherited output; resolves on success, exits the process on failure. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: toolEnv,
      ...options,
    });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      console.error(
        `\n✖ ${[command, ...args].join(' ')} failed (${signal ?? `exit ${code}`})`,
      );
      process.exit(code ?? 1);
    });
  });
}

/** Starts a long-running process and forwards Ctrl-C / SIGTERM to it. */
export function serve(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: toolEnv,
    ...options,
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
