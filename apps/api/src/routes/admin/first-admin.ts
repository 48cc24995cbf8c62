import { randomBytes } from 'node:crypto';
import { meetsPasswordCriteria, paths } from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../../adapters/passwords';
import type { Config } from '../../config';
import type { UserRepository } from '../../core/user-repository';

/** Random, and always meeting the password criteria (the '-' and 'Aa1' see to it). */
function randomPassword(): string {
  for (;;) {
    const password = `${randomBytes(12).toString('base64url')}-Aa1`;
    if (meetsPasswordCriteria(password)) return password;
  }
}

/**
 * On a start with no accounts at all, creates a verified admin (ADMIN_EMAIL, default
 * admin@ruume.local) with a random password, printed once to stdout (never to the log).
 * Several instances starting together create it once: the email is unique.
 */
export async function ensureFirstAdmin(deps: {
  config: Pick<Config, 'adminEmail' | 'publicUrl'>;
  users: UserRepository;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
  print: (text: string) => void;
}): Promise<{ email: string; password: string } | null> {
  const { config, users, passwords, log, print } = deps;
  if ((await users.count()) > 0) return null;

  const password = randomPassword();
  const admin = await users.insert({
    email: config.adminEmail,
    passwordHash: await passwords.hash(password),
    firstName: 'admin',
    lastName: '',
    role: 'ADMIN',
    emailVerifiedAt: new Date(),
  });
  if (!admin) return null;

  log.warn(
    { email: admin.email },
    'created the first admin account; its password was printed to stdout once',
  );
  print(
    [
      'ruume: there were no accounts, so an admin account was created.',
      `  email:    ${admin.email}`,
      `  password: ${password}`,
      `Sign in at ${config.publicUrl}${paths.login()} and change this password under settings → password.`,
      'It is shown only this once.',
    ].join('\n'),
  );
  return { email: admin.email, password };
}
