import { LIST_CURSOR_MESSAGE } from '@ruume/contracts';
import { apiError } from '../../http/http-error';
import type { SalesPosition } from './repository';

// Keyset cursors of the sales list: the last row's latest sale (ms) and its group's sort key
// (an md5 hex), base64url-encoded. Opaque to clients; anything that does not decode is a 400.

export const encodeSalesCursor = (position: SalesPosition): string =>
  Buffer.from(`${position.at.getTime()}.${position.key}`, 'utf8').toString(
    'base64url',
  );

export function decodeSalesCursor(cursor: string): SalesPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,15})\.([0-9a-f]{32})$/.exec(text);
  if (!match)
    throw apiError('VALIDATION_ERROR', `cursor: ${LIST_CURSOR_MESSAGE}`);
  return { at: new Date(Number(match[1])), key: match[2] };
}
