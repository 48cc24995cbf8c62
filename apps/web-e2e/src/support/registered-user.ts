// A new, verified account on the shared server (or the one given), made the way a person makes one (register, then
// the mailed link), through the API: for journeys that are not about signing up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, uniqueEmail } from './accounts';
import { ApiSession } from './api-session';
import { waitForOutboxMail } from './outbox';
import { baseUrl, runDir } from './stack';

/** The shared server's DATA_DIR (its outbox holds the mails), from the global setup's stack.json. */
export function sharedDataDir(): string {
  const stack = JSON.parse(
    readFileSync(join(runDir(), 'stack.json'), 'utf8'),
  ) as { dataDir: string };
  return stack.dataDir;
}

/** A server the account is made on: its URL and its DATA_DIR (whose outbox holds the mails). */
export interface ServerOf {
  url: string;
  dataDir: string;
}

const sharedServer = (): ServerOf => ({
  url: baseUrl(),
  dataDir: sharedDataDir(),
});

export async function registeredUser(
  name: string,
  server: ServerOf = sharedServer(),
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(name);
  const visitor = new ApiSession(server.url);
  await visitor.open('/register');
  const registered = await visitor.post('/api/v1/auth/register', {
    email,
    password: PASSWORD,
    firstName: name,
    lastName: 'tester',
  });
  if (registered.status !== 204)
    throw new Error(`registering ${email} answered ${registered.status}`);
  const mail = await waitForOutboxMail(
    server.dataDir,
    (m) => m.to === email,
    `to ${email}`,
  );
  const link = mail.links.find((l) => l.includes('token='));
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no verification link in ${mail.links}`);
  const verified = await visitor.post('/api/v1/auth/verify-email', { token });
  if (verified.status !== 200)
    throw new Error(`verifying ${email} answered ${verified.status}`);
  return { email, password: PASSWORD };
}
