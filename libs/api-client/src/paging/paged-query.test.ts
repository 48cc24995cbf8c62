import { setupServer } from 'msw/node';
import { meetingEndpoints, type Meeting } from '@ruume/contracts';
import { buildMeeting } from '@ruume/contracts/testing';
import { createAppStore, mockEndpoint, pagedReply } from '../testing';
import { fromEndpoint } from '../endpoints/endpoint-query';
import { baseApi } from '../query/base-api';
import { fromPagedEndpoint, pagedItems, pagedListTags } from './paged-query';

const rooms = ['a', 'b', 'c', 'd', 'e'].map((name, index) =>
  buildMeeting({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    roomId: `room${name}room`,
    name,
  }),
);
let listed: Meeting[] = rooms;
const asked: (string | null)[] = [];

const server = setupServer(
  mockEndpoint(meetingEndpoints.list, (request) => {
    asked.push(new URL(request.request.url).searchParams.get('cursor'));
    return pagedReply(listed)(request);
  }),
  mockEndpoint(meetingEndpoints.delete, ({ params }) => {
    listed = listed.filter((meeting) => meeting.id !== params.id);
    return undefined;
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  listed = rooms;
  asked.length = 0;
});

const pagedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    pagedMeetings: build.infiniteQuery({
      ...fromPagedEndpoint(meetingEndpoints.list),
      providesTags: pagedListTags('Meeting', (meeting: Meeting) => meeting.id),
    }),
    removeMeeting: build.mutation({
      ...fromEndpoint(meetingEndpoints.delete),
      invalidatesTags: [{ type: 'Meeting', id: 'LIST' }],
    }),
  }),
});
const { pagedMeetings, removeMeeting } = pagedApi.endpoints;
const names = (data: Parameters<typeof pagedItems<Meeting>>[0]) =>
  pagedItems(data).map((meeting) => meeting.name);

it('asks for each next page with the cursor the last one answered in X-Next-Cursor', async () => {
  const store = createAppStore();
  const first = store.dispatch(pagedMeetings.initiate(undefined));
  expect(names((await first).data)).toEqual(['a', 'b']);
  const next = () =>
    store.dispatch(pagedMeetings.initiate(undefined, { direction: 'forward' }));
  await next();
  const last = await next();
  expect(names(last.data)).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(last.hasNextPage).toBe(false);
  expect(asked).toEqual([null, 'page-2', 'page-4']);
  first.unsubscribe();
});

it('an invalidated list is asked again from its first page', async () => {
  const store = createAppStore();
  const first = store.dispatch(pagedMeetings.initiate(undefined));
  await first;
  await store.dispatch(
    pagedMeetings.initiate(undefined, { direction: 'forward' }),
  );
  asked.length = 0;
  await store.dispatch(removeMeeting.initiate({ id: rooms[0].id }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const state = pagedMeetings.select(undefined)(store.getState());
  expect(asked[0]).toBeNull();
  expect(names(state.data)).toEqual(['b', 'c', 'd', 'e']);
  first.unsubscribe();
});
