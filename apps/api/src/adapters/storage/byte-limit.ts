import { Transform } from 'node:stream';
import { FileTooLargeError } from './storage-errors';

export interface ByteLimit extends Transform {
  /** Bytes that passed so far. */
  readonly bytes: number;
  readonly exceeded: boolean;
  readonly maxBytes: number;
}

/** Passes bytes through, counting them; fails with FileTooLargeError past `maxBytes`. */
export function byteLimit(maxBytes = Infinity): ByteLimit {
  let bytes = 0;
  let exceeded = false;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        exceeded = true;
        callback(new FileTooLargeError(maxBytes));
      } else {
        callback(null, chunk);
      }
    },
  });
  return Object.defineProperties(transform, {
    bytes: { get: () => bytes },
    exceeded: { get: () => exceeded },
    maxBytes: { value: maxBytes },
  }) as ByteLimit;
}
