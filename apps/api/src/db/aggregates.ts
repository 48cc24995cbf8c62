import { type AnyColumn, sql } from 'drizzle-orm';

/** sum(column) as a number: PostgreSQL answers sums of integers as bigint text. */
export const sumOf = (column: AnyColumn) =>
  sql<number>`sum(${column})`.mapWith(Number);
