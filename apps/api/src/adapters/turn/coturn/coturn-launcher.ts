// The local coturn of `npm start` (TURN_URLS unset), as the local Janus is started: Debian's
// `turnserver` in the foreground with a generated secret on a free port, its log in
// `<dataDir>/coturn/turnserver.log`, stopped with the api. Not installed: nothing happens.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, openSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { createSocket } from 'node:dgram';
import { connect, createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { localCoturnFlags, localTurnUrls } from './coturn-flags';

/** A coturn this process started, and what the api mints credentials with. */
export interface LocalCoturn {
  /** turn:ADDRESS:PORT over UDP and over TCP. */
  urls: string[];
  /** Its static-auth-secret. */
  secret: string;
  pid: number;
  /** Its log and pid file. */
  dir: string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s); resolves once it has exited. */
  stop(): Promise<void>;
}

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Debian's /usr/bin/turnserver, else `turnserver` on PATH; undefined when neither is there. */
export function findTurnserverBinary(
  path = process.env.PATH ?? '',
): string | undefined {
  return [
    '/usr/bin/turnserver',
    ...path
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, 'turnserver')),
  ].find(executable);
}

const listening = (
  server: { once(event: 'error', listener: (error: Error) => void): unknown },
  listen: (done: () => void) => void,
) =>
  new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    listen(() => resolve(true));
  });

/** A port free for both TCP and UDP on `address` (TURN listens on both). */
export async function freeTurnPort(address: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const tcp = createServer();
    if (!(await listening(tcp, (done) => tcp.listen(0, address, done)))) {
      throw new Error(`cannot listen on ${address}`);
    }
    const { port } = tcp.address() as { port: number };
    const udp = createSocket('udp4');
    const free = await listening(udp, (done) => udp.bind(port, address, done));
    await new Promise((resolve) => tcp.close(resolve));
    if (free) {
      await new Promise<void>((resolve) => udp.close(resolve));
      return port;
    }
    udp.close();
  }
  throw new Error(`no port free for both TCP and UDP on ${address}`);
}

/** A coturn an api left running when it was killed: stopped when its pid file is this one. */
async function stopLeftover(pidFile: string): Promise<void> {
  const pid = Number(await readFile(pidFile, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(
    () => '',
  );
  if (!commandLine.includes(`--pidfile=${pidFile}`)) return;
  process.kill(pid, 'SIGTERM');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const answers = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: address, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts coturn on `address`; resolves once it takes TCP connections. */
export async function launchCoturn(options: {
  binary: string;
  /** Its log, pid file and user database (wiped first). */
  dir: string;
  address: string;
  startTimeoutMs?: number;
  /** It exited without being asked to (rooms go on without a relay). */
  onExit?: (code: number | null) => void;
}): Promise<LocalCoturn> {
  const { binary, dir, address } = options;
  await stopLeftover(join(dir, 'turnserver.pid'));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const port = await freeTurnPort(address);
  const secret = randomBytes(24).toString('base64url');
  const logPath = join(dir, 'turnserver.log');
  const log = openSync(logPath, 'a');
  const child = spawn(
    binary,
    localCoturnFlags({ address, port, secret, dir }),
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
  let exitedEarly = false;
  void gone.then(() => (exitedEarly = true));
  const deadline = Date.now() + (options.startTimeoutMs ?? 10_000);
  while (!(await answers(address, port))) {
    if (exitedEarly || Date.now() > deadline) {
      await stop();
      const tail = (await readFile(logPath, 'utf8').catch(() => ''))
        .split('\n')
        .slice(-10)
        .join('\n');
      throw new Error(
        `coturn did not start (${exitedEarly ? 'it exited' : 'no answer'}); its log ends with:\n${tail}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  void gone.then(() => {
    if (!stopping) options.onExit?.(child.exitCode);
  });
  return {
    urls: localTurnUrls(address, port),
    secret,
    pid: child.pid ?? 0,
    dir,
    stop,
  };
}

/** The local coturn as the api uses it: its URLs and secret, and the line logged about it. */
export interface LocalTurn {
  coturn?: LocalCoturn;
  /** The one line the api logs (it started, or why not). */
  summary: string;
}

/**
 * Starts the local coturn under `<dataDir>/coturn` on `address` (TURN_LOCAL_ADDRESS) when
 * `turnserver` is installed; undefined when it is not (rooms then work without a relay, as
 * on one network they need none).
 */
export async function startLocalCoturn(options: {
  dataDir: string;
  address: string;
  /** Told when it stops on its own. */
  print?: (line: string) => void;
}): Promise<LocalTurn | undefined> {
  const binary = findTurnserverBinary();
  if (!binary) return undefined;
  const dir = join(options.dataDir, 'coturn');
  try {
    const coturn = await launchCoturn({
      binary,
      dir,
      address: options.address,
      onExit: (code) =>
        options.print?.(
          `TURN: the local coturn stopped on its own (exit code ${code}); rooms go on without a relay. Its log: ${join(dir, 'turnserver.log')}`,
        ),
    });
    return {
      coturn,
      summary: `TURN: local coturn (pid ${coturn.pid}) at ${coturn.urls.join(', ')}, log in ${join(dir, 'turnserver.log')}`,
    };
  } catch (error) {
    return {
      summary: `TURN off: the local coturn did not start. ${(error as Error).message}`,
    };
  }
}
