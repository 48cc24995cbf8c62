// What the api needs to know about database failures, whichever driver (node-postgres or
// PGlite) raised them and however drizzle wrapped them.

/** The links of an error's cause chain, outermost first. */
function* causeChain(error: unknown): Generator<Error> {
  for (let e: unknown = error; e instanceof Error; e = e.cause) yield e;
}

/** The SQLSTATE of the database error inside `error`, if there is one. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True for PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  sqlState(error) === '23505';

/**
 * Text the database refuses as a value (a NUL byte, an invalid UTF-8 sequence). Validation
 * refuses control characters first; this is the net under it, answered as a 400.
 */
export const isUnstorableText = (error: unknown): boolean => {
  const state = sqlState(error);
  return state === '22021' || state === '22P05';
};

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: the backend
// was terminated, the server is shutting down or starting).
const CONNECTION_STATE = /^(08|57P0[1-3])/;
const CONNECTION_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGE =
  /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect|PGlite is closed/i;

/** True when the database could not be reached or dropped the connection mid-query. */
export function isConnectionFailure(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_STATE.test(code) || CONNECTION_ERRNO.has(code))
        return true;
    }
    if (CONNECTION_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/**
 * The error as it may be logged or reported: drizzle puts the query's parameters (emails,
 * password hashes, anything the user sent) into its message and stack, and PostgreSQL's
 * own messages quote values ('invalid input syntax for type integer: "…"'). An error that
 * carries a query is replaced by one that names only the SQLSTATE and the schema objects
 * involved; connection failures (no SQLSTATE) keep the driver's message, which holds no data.
 */
export function redactDatabaseError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const links = [...causeChain(error)];
  if (!links.some((e) => 'params' in e)) return error;
  const driver = links.find((e) => !('params' in e)) as
    | (Error & Partial<Record<'table' | 'column' | 'constraint', string>>)
    | undefined;
  const state = sqlState(error);
  const objects = (['table', 'column', 'constraint'] as const)
    .filter((key) => typeof driver?.[key] === 'string')
    .map((key) => `${key} ${driver?.[key]}`);
  const detail = state
    ? [`SQLSTATE ${state}`, ...objects].join(', ')
    : (driver?.message ?? 'no detail');
  const safe = new Error(`database query failed: ${detail}`);
  safe.name = 'DatabaseError';
  if (state) Object.assign(safe, { code: state });
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}
