// Keyset-paginated lists: one page per call, `limit` items (default and most LIST_PAGE_MAX_LIMIT).
// When more follow, the answer carries their cursor in the NEXT_CURSOR_HEADER header (and a Link
// rel="next"); pass it back as `cursor` for the next page. Cursors are opaque to clients.
import { z } from 'zod';
import { textField } from './fields';

export const LIST_PAGE_MAX_LIMIT = 100;
export { NEXT_CURSOR_HEADER } from './list-header';
export const LIST_CURSOR_MESSAGE =
  'cursor is malformed; pass back the x-next-cursor header of the previous page';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LIST_PAGE_MAX_LIMIT}`;

export const listPageQuerySchema = z.object({
  cursor: z.preprocess(
    (value) => (value === '' ? undefined : value),
    textField('cursor')
      .max(200, LIST_CURSOR_MESSAGE)
      .regex(/^[A-Za-z0-9_-]+$/, LIST_CURSOR_MESSAGE)
      .optional(),
  ),
  limit: z.preprocess(
    (value) =>
      value === '' || value === undefined
        ? undefined
        : typeof value === 'string' && /^\d{1,6}$/.test(value)
          ? Number(value)
          : value,
    z
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(LIST_PAGE_MAX_LIMIT, LIMIT_MESSAGE)
      .optional(),
  ),
});
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;
