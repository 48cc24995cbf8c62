import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so unknown accounts answer as slowly as known ones. */
  verifyNothing(password: string): Promise<void>;
}

/**
 * argon2id (the library's default algorithm) with its default cost (19 MiB, 2 passes,
 * ≈ 15 ms). Tests (NODE_ENV=test) use the smallest cost so hundreds of sign-ups stay fast.
 */
export function createPasswordHasher(
  config: Pick<Config, 'nodeEnv'>,
): PasswordHasher {
  const options =
    config.nodeEnv === 'test' ? { memoryCost: 1024, timeCost: 1 } : {};
  let dummy: Promise<string> | undefined;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNothing(password) {
      dummy ??= hash('not a real password', options);
      await check(await dummy, password);
    },
  };
}
