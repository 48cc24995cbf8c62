// Every endpoint contracts define, for the tests that walk them all (endpoints-served,
// cache-control). Every exported table is walked, not only the `endpoints` index, so a new
// domain's table counts before anyone lists it there.
import * as contracts from '@ruume/contracts';
import type { AnyEndpoint } from '@ruume/contracts';

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string' &&
  typeof (value as AnyEndpoint).schemas === 'function';

/** Each endpoint once, named by its table: `shareEndpoints.checkAccess`. */
export function contractEndpoints(): { id: string; endpoint: AnyEndpoint }[] {
  const found = new Map<AnyEndpoint, string>();
  for (const [tableName, table] of Object.entries(contracts)) {
    if (
      typeof table !== 'object' ||
      table === null ||
      tableName === 'endpoints'
    )
      continue;
    for (const [name, endpoint] of Object.entries(table))
      if (isEndpoint(endpoint) && !found.has(endpoint))
        found.set(endpoint, `${tableName}.${name}`);
  }
  for (const [domain, table] of Object.entries(contracts.endpoints))
    for (const [name, endpoint] of Object.entries(table))
      if (isEndpoint(endpoint) && !found.has(endpoint))
        found.set(endpoint, `endpoints.${domain}.${name}`);
  return [...found].map(([endpoint, id]) => ({ id, endpoint }));
}
