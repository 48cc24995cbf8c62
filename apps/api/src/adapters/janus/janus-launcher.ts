import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  openSync,
  readdirSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';
import { connectJanus } from './janus-client';
import { type GeneratedConfig, writeJanusConfig } from './janus-config-files';
import type { JanusNodeConfig } from './janus-config';

/** A Janus this process started: where it answers and with which secrets. */
export interface LocalJanus {
  /** ws://127.0.0.1:<port> (Janus API, subprotocol janus-protocol). */
  url: string;
  /** ws://127.0.0.1:<port> (Admin API, subprotocol janus-admin-protocol). */
  adminUrl: string;
  apiSecret: string;
  adminSecret: string;
  /** HMAC key of the stateless tokens browsers may be given (core token auth). */
  tokenSecret: string;
  /** The VideoRoom plugin's admin_key: needed to create rooms. */
  roomAdminKey: string;
  /** Its process id (a restart changes it). */
  readonly pid: number;
  /** Its generated configuration and log. */
  dir: string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s); resolves once it has exited. */
  stop(): Promise<void>;
  /** Stops it and starts it again: same ports and secrets, no rooms (as after a crash). */
  restart(): Promise<void>;
}

export interface LaunchJanusOptions {
  /** The binary; found with findJanusBinary() when unset. */
  binary?: string;
  /** Where the generated configuration and the log go (wiped first). */
  dir: string;
  /** Interfaces ICE may use (Janus ignores `lo`): veth0 in a loopback-only namespace. */
  iceEnforceList?: string;
  /** Janus's debug level 0-7 (its log is `<dir>/janus.log`). */
  debugLevel?: number;
  /**
   * Media threads shared by all connections (Janus's `event_loops`); default one per core.
   * Janus's own default, a thread per connection, spent 1.7× the CPU per watcher
   * (docs/scaling.md, "A node's cost per watcher"); 0 brings it back.
   */
  eventLoops?: number;
  startTimeoutMs?: number;
  /**
   * Starts it again, same ports and secrets, whenever it dies on its own (npm start's local
   * Janus): a crash costs the rooms a reconnect of a few seconds, not the SFU. Told each try.
   */
  supervise?: (event: { pid?: number; error?: Error }) => void;
}

export class JanusLaunchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JanusLaunchError';
  }
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** /usr/bin/janus, else `janus` on PATH; undefined when neither is there. */
export function findJanusBinary(
  path = process.env.PATH ?? '',
): string | undefined {
  const candidates = [
    '/usr/bin/janus',
    ...path
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'janus')),
  ];
  return candidates.find(executable);
}

/** Debian puts the modules in /usr/lib/<triplet>/janus; a source build in <prefix>/lib/janus. */
function findModulesFolder(binary: string): string {
  const prefix = join(binary, '..', '..');
  const libs = [join(prefix, 'lib', 'janus'), join(prefix, 'lib64', 'janus')];
  const lib = join(prefix, 'lib');
  if (existsSync(lib)) {
    for (const entry of readdirSync(lib)) {
      libs.push(join(lib, entry, 'janus'));
    }
  }
  const found = libs.find((dir) =>
    existsSync(join(dir, 'plugins', 'libjanus_videoroom.so')),
  );
  if (!found) {
    throw new JanusLaunchError(
      `Janus's VideoRoom plugin was not found beside ${binary} (looked in ${libs.join(', ')})`,
    );
  }
  return found;
}

const newSecret = () => randomBytes(24).toString('base64url');

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A Janus an api left running when it was killed (it had no chance to stop it) still holds its
 * ports and this directory: stopped when its command line names this directory's config.
 */
async function stopLeftover(dir: string): Promise<void> {
  const pid = Number(
    await readFile(join(dir, 'janus.pid'), 'utf8').catch(() => ''),
  );
  if (!Number.isInteger(pid) || pid <= 0) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(
    () => '',
  );
  if (!commandLine.includes(join(dir, 'janus.jcfg'))) return;
  process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 50 && existsSync(`/proc/${pid}`); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function logTail(dir: string): Promise<string> {
  const log = await readFile(join(dir, 'janus.log'), 'utf8').catch(() => '');
  return log.split('\n').slice(-15).join('\n');
}

/**
 * Starts Janus on 127.0.0.1 with a configuration generated under `dir`: the VideoRoom plugin,
 * the WebSocket transport (Janus API and Admin API on free ports), fresh secrets. Resolves when
 * it answers `info`.
 */
export async function launchJanus(
  options: LaunchJanusOptions,
): Promise<LocalJanus> {
  const binary = options.binary ?? findJanusBinary();
  if (!binary) {
    throw new JanusLaunchError(
      'janus is not installed: apt-get install janus (Debian), or set JANUS_URL',
    );
  }
  const config: GeneratedConfig = {
    dir: options.dir,
    modules: findModulesFolder(binary),
    wsPort: await freeLoopbackPort(),
    adminPort: await freeLoopbackPort(),
    apiSecret: newSecret(),
    adminSecret: newSecret(),
    tokenSecret: newSecret(),
    roomAdminKey: newSecret(),
    iceEnforceList: options.iceEnforceList,
    debugLevel: options.debugLevel ?? 4,
    eventLoops: options.eventLoops ?? availableParallelism(),
  };
  await stopLeftover(config.dir);
  await writeJanusConfig(config);
  let running = await runJanus(binary, config, options);
  let stopped = false;
  // A death we did not ask for: start it again, backing off while it will not start.
  const watch = (run: JanusRun) => {
    void run.gone.then(async () => {
      for (
        let delay = 500;
        !stopped && !run.stopping;
        delay = Math.min(delay * 2, 5000)
      ) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        if (stopped) return;
        try {
          running = await runJanus(binary, config, options);
          options.supervise?.({ pid: running.pid });
          watch(running);
          return;
        } catch (error) {
          options.supervise?.({ error: error as Error });
        }
      }
    });
  };
  if (options.supervise) watch(running);
  const stop = () => {
    stopped = true;
    return running.stop();
  };
  return {
    url: `ws://127.0.0.1:${config.wsPort}`,
    adminUrl: `ws://127.0.0.1:${config.adminPort}`,
    apiSecret: config.apiSecret,
    adminSecret: config.adminSecret,
    tokenSecret: config.tokenSecret,
    roomAdminKey: config.roomAdminKey,
    get pid() {
      return running.pid;
    },
    dir: config.dir,
    stop,
    async restart() {
      await running.stop();
      running = await runJanus(binary, config, options);
      if (options.supervise) watch(running);
    },
  };
}

interface JanusRun {
  pid: number;
  /** Resolves when the process exits, asked to or not. */
  gone: Promise<void>;
  /** Whether stop() was called (its exit was asked for). */
  readonly stopping: boolean;
  stop(): Promise<void>;
}

/** One run of the binary on a written configuration; resolves when it answers. */
async function runJanus(
  binary: string,
  config: GeneratedConfig,
  options: LaunchJanusOptions,
): Promise<JanusRun> {
  const log = openSync(join(config.dir, 'janus.log'), 'a');
  const child = spawn(
    binary,
    [
      ...['-C', join(config.dir, 'janus.jcfg'), '-F', config.dir],
      ...['-p', join(config.dir, 'janus.pid'), '-o'],
    ],
    { stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const gone = exited(child);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
  };
  try {
    const url = `ws://127.0.0.1:${config.wsPort}`;
    await waitUntilAnswering(url, config.apiSecret, gone, options);
  } catch (error) {
    await stop();
    const tail = await logTail(config.dir);
    throw new JanusLaunchError(
      `janus did not start (${(error as Error).message}); its log ends with:\n${tail}`,
    );
  }
  return {
    pid: child.pid ?? 0,
    gone,
    get stopping() {
      return stopping;
    },
    stop,
  };
}

async function waitUntilAnswering(
  url: string,
  apiSecret: string,
  gone: Promise<void>,
  options: LaunchJanusOptions,
): Promise<void> {
  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  let exitedEarly = false;
  void gone.then(() => (exitedEarly = true));
  for (;;) {
    if (exitedEarly) throw new Error('it exited');
    try {
      const client = await connectJanus({ url, apiSecret, timeoutMs: 1000 });
      await client.close();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The local Janus nodes of `npm start`, as the api uses them. */
export interface LocalJanusNodes {
  nodes: JanusNodeConfig[];
  /** The one line the api logs about them. */
  summary: string;
  stop(): Promise<void>;
}

/** Where node `index` keeps its configuration, log and pid: `janus`, then `janus-2`, `janus-3`… */
export const localJanusDir = (dataDir: string, index: number) =>
  join(dataDir, index === 0 ? 'janus' : `janus-${index + 1}`);

/**
 * Starts the local Janus under `<dataDir>/janus` when a binary is installed, and `count - 1`
 * more beside it (JANUS_LOCAL_NODES: relays for the audience on one machine, docs/scaling.md).
 * Without `nodes` (none installed, or the first would not start) `summary` says why: rooms then
 * stay peer-to-peer.
 */
export async function startLocalJanus(
  dataDir: string,
  iceInterfaces?: string[],
  print: (line: string) => void = () => undefined,
  count = 1,
): Promise<LocalJanusNodes | { nodes?: undefined; summary: string }> {
  const binary = findJanusBinary();
  if (!binary) {
    return {
      summary:
        'SFU off: janus is not installed (apt-get install janus) and JANUS_URL is unset; rooms stay peer-to-peer',
    };
  }
  const started: LocalJanus[] = [];
  try {
    for (let index = 0; index < count; index++) {
      const name = count === 1 ? 'the local Janus' : `local Janus ${index + 1}`;
      started.push(
        await launchJanus({
          binary,
          dir: localJanusDir(dataDir, index),
          iceEnforceList: iceInterfaces?.join(','),
          supervise: ({ pid, error }) =>
            print(
              error
                ? `SFU: ${name} stopped and does not start again yet (${error.message.split('\n')[0]})`
                : `SFU: ${name} stopped on its own and was started again (pid ${pid})`,
            ),
        }),
      );
    }
  } catch (error) {
    for (const janus of started) await janus.stop();
    return {
      summary: `SFU off: the local Janus did not start; rooms stay peer-to-peer. ${(error as Error).message}`,
    };
  }
  const where = started
    .map((janus) => `pid ${janus.pid} at ${janus.url}`)
    .join(', ');
  return {
    nodes: started.map((janus) => ({
      url: janus.url,
      apiSecret: janus.apiSecret,
      tokenSecret: janus.tokenSecret,
      roomAdminKey: janus.roomAdminKey,
    })),
    summary: `SFU: local Janus (${where})${iceInterfaces ? ` (ICE on ${iceInterfaces.join(', ')})` : ''}, log in ${join(localJanusDir(dataDir, 0), 'janus.log')}`,
    stop: async () => {
      for (const janus of started) await janus.stop();
    },
  };
}
