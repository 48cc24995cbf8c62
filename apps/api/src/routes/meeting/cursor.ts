import { MEETING_LIST_CURSOR_MESSAGE, ID_PATTERN } from '@ruume/contracts';
import { apiError } from '../../http/http-error';
import type { ListPosition } from './repository';

// Keyset cursors of the meeting lists: the sort instant (ms) and the id of the last row of a
// page, base64url-encoded. Opaque to clients; anything that does not decode is a 400.

export const encodeCursor = (position: ListPosition): string =>
  Buffer.from(`${position.at.getTime()}.${position.id}`, 'utf8').toString(
    'base64url',
  );

export function decodeCursor(cursor: string): ListPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,15})\.(.+)$/.exec(text);
  if (!match || !ID_PATTERN.test(match[2]) || match[2].length > 128) {
    throw apiError(
      'VALIDATION_ERROR',
      `cursor: ${MEETING_LIST_CURSOR_MESSAGE}`,
    );
  }
  return { at: new Date(Number(match[1])), id: match[2] };
}
