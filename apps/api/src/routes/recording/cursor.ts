import { ID_PATTERN, LIST_CURSOR_MESSAGE } from '@ruume/contracts';
import { apiError } from '../../http/http-error';
import type { RecordingPosition } from './repository';

// Keyset cursors of the recordings list: the last row's creation instant to the microsecond
// (ISO, UTC) and its id, base64url-encoded. Opaque to clients; anything that does not decode to
// a real instant and an id is a 400 naming `cursor`.

const POSITION =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{6})Z\|(.{1,128})$/;

export const encodeRecordingCursor = (position: RecordingPosition): string =>
  Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');

export function decodeRecordingCursor(cursor: string): RecordingPosition {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = POSITION.exec(text);
  // The date must exist (no 30 February): PostgreSQL would refuse it with a 500.
  const seconds = match && new Date(`${match[1]}Z`);
  if (
    !match ||
    !seconds ||
    !ID_PATTERN.test(match[3]) ||
    Number.isNaN(seconds.getTime()) ||
    seconds.toISOString().slice(0, 19) !== match[1]
  )
    throw apiError('VALIDATION_ERROR', `cursor: ${LIST_CURSOR_MESSAGE}`);
  return { at: `${match[1]}${match[2]}Z`, id: match[3] };
}
