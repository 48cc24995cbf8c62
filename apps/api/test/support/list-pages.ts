// What every keyset-paginated list (contracts' common/list-page.ts) refuses, for its tests:
// each query with the start of the 400's message, which names the field.

export const malformedCursor = /^cursor: cursor is malformed/;

export const BAD_LIST_PAGE_QUERIES: ReadonlyArray<[string, RegExp]> = [
  ['limit=0', /^limit: /],
  ['limit=101', /^limit: /],
  ['limit=two', /^limit: /],
  ['limit=1.5', /^limit: /],
  ['cursor=%24%24%24', malformedCursor],
];
