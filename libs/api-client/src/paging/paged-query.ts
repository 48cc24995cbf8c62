// Lists past their first page (RTK Query infinite queries): a list endpoint answers one page
// as SPEC's plain array and the next page's cursor in the X-Next-Cursor header; the slice
// keeps the pages, the screen shows them as one list and asks for the next (LoadMore).
import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { AnyEndpoint, ArgOf, ResponseOf } from '@ruume/contracts';
import type { ResponseMeta } from '../query/base-query';
import { requestFor, type ResponseCheck } from '../endpoints/endpoint-query';

/** One page of a list and the cursor of the next (null on the last page). */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** The item type of a list endpoint's answer. */
export type ItemOf<E extends AnyEndpoint> =
  ResponseOf<E> extends readonly (infer Item)[] ? Item : never;

/**
 * What a screen passes to a paged list's query: the endpoint's argument without `cursor` and
 * `limit` (the machinery pages), void when nothing else is left (`useSalesInfiniteQuery()`).
 */
export type PagedArgOf<E extends AnyEndpoint> =
  ArgOf<E> extends void
    ? void
    : keyof Omit<ArgOf<E>, 'cursor' | 'limit'> extends never
      ? void
      : Omit<ArgOf<E>, 'cursor' | 'limit'>;

/** What an infinite query holds: its pages, each with the cursor it was asked with. */
export type PagedData<Item> = InfiniteData<Page<Item>, string | null>;

/**
 * The options of a slice's infinite query for a paged list endpoint, beside its tags:
 *
 *   recordings: build.infiniteQuery({ ...fromPagedEndpoint(recordingEndpoints.list),
 *     providesTags: pagedListTags('Recording', (r) => r.id) }),
 *
 * The first page is asked without a cursor, each next one with the cursor the previous page
 * answered; no cursor, no next page. An invalidated list refetches from its first page.
 */
export const fromPagedEndpoint = <E extends AnyEndpoint>(
  endpoint: E,
  check: ResponseCheck<E> = 'schema',
) => ({
  infiniteQueryOptions: {
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: Page<ItemOf<E>>) => lastPage.nextCursor,
  },
  query: ({
    queryArg,
    pageParam,
  }: {
    queryArg: PagedArgOf<E>;
    pageParam: string | null;
  }) => {
    const request = requestFor(endpoint, queryArg as ArgOf<E>, check);
    return pageParam === null
      ? request
      : { ...request, params: { ...request.params, cursor: pageParam } };
  },
  transformResponse: (
    parsed: unknown,
    meta: ResponseMeta | undefined,
  ): Page<ItemOf<E>> => ({
    items: parsed as ItemOf<E>[],
    nextCursor: meta?.nextCursor ?? null,
  }),
});

/** Every item of the pages loaded so far, in order. */
export const pagedItems = <Item>(data: PagedData<Item> | undefined): Item[] =>
  data?.pages.flatMap((page) => page.items) ?? [];

/**
 * The tags of a paged list: the list itself and each loaded item, by the id `idOf` reads
 * (a mutation invalidating `{ type, id: 'LIST' }` refetches it from the first page).
 */
export const pagedListTags =
  <T extends string, Item>(type: T, idOf: (item: Item) => string) =>
  (data: PagedData<Item> | undefined) => [
    { type, id: 'LIST' },
    ...pagedItems(data).map((item) => ({ type, id: idOf(item) })),
  ];

/** The part of an infinite query's result the list reads. */
interface PagedResult<Item> {
  data?: PagedData<Item>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** What ui-kit's LoadMore takes: `<LoadMore {...loadMoreOf(query)} />`. */
export interface LoadMoreState {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** An infinite query's result as a list's items and its LoadMore's props. */
export function pagedList<Item>(result: PagedResult<Item>): {
  items: Item[];
  loadMore: LoadMoreState;
} {
  return {
    items: pagedItems(result.data),
    loadMore: {
      hasMore: result.hasNextPage,
      loading: result.isFetchingNextPage,
      failed: result.isFetchNextPageError,
      onLoadMore: () => void result.fetchNextPage(),
    },
  };
}
