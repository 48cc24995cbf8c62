// Starts support/oidc-issuer.mjs (a real oidc-provider with development login pages) in a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { runDir } from './stack';

export interface OidcIssuer {
  /** e.g. http://127.0.0.1:41235 — for the server's OIDC_ISSUER. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
}

/** The email the issuer gives the account of a login name (see oidc-issuer.mjs). */
export function issuerEmailOf(login: string): string {
  return (login.includes('@') ? login : `${login}@gmail.test`).toLowerCase();
}

export async function startOidcIssuer(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs?: number;
}): Promise<OidcIssuer> {
  const logFile = join(runDir(), `oidc-issuer-${Date.now()}.log`);
  const logFd = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      join(__dirname, 'oidc-issuer.mjs'),
      options.clientId,
      options.clientSecret,
      options.redirectUri,
    ],
    { stdio: ['ignore', 'pipe', logFd] },
  );
  closeSync(logFd);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', () => resolveExit()),
  );

  const issuer = await new Promise<string>((resolveIssuer, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `the OIDC issuer did not start within ${(options.timeoutMs ?? 30_000) / 1000} s (log ${logFile})`,
        ),
      );
    }, options.timeoutMs ?? 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const newline = output.indexOf('\n');
      if (newline === -1) return;
      clearTimeout(timer);
      try {
        resolveIssuer(
          (JSON.parse(output.slice(0, newline)) as { issuer: string }).issuer,
        );
      } catch (error) {
        reject(
          new Error(
            `the OIDC issuer printed ${output.slice(0, newline)}: ${(error as Error).message}`,
          ),
        );
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the OIDC issuer exited with code ${code} before it listened (log ${logFile})`,
        ),
      );
    });
  });

  return {
    issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    child,
    logFile,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
