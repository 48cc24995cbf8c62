import { File as NodeFile } from 'node:buffer';
import { createAppStore, pagedItems, type AppStore } from '@ruume/api-client';
import {
  endpointCaller,
  stillPending,
  type EndpointArgs,
} from '@ruume/api-client/testing';
import {
  meetingListSchema,
  meetingSchema,
  messages,
  TEMPLATE_MEDIA_REQUIRED_MESSAGE,
  templateCategoryListSchema,
  templateListSchema,
  templateSchema,
} from '@ruume/contracts';
import { meetingApi } from './api/meeting-api';
import {
  demoTemplate,
  instantMeeting,
  invitationConfirmation,
  invitationTokens,
  liveMeetingHandlers,
  meetingHandlers,
  officeHoursInvitations,
  meetingHandlersEmpty,
  meetingHandlersFailing,
  meetingHandlersLimitReached,
  meetingHandlersLoading,
  meetingLinkOrigin,
  meetings,
  newRoomId,
  officeHoursTemplate,
  planningMeeting,
  scheduledMeeting,
  standupTemplate,
  templates,
} from './testing';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...meetingHandlers);

/** The multipart body of a template save, as the editor sends it. */
function templateForm(
  fields: Record<string, string>,
  file?: { name: string; type: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // Node's File: the FormData that fetch sends here only takes Node blobs (jsdom's File is not one).
  if (file)
    form.append(
      'file',
      new NodeFile([new Uint8Array(64)], file.name, {
        type: file.type,
      }) as unknown as File,
    );
  return form;
}

const summerHours = {
  templateId: officeHoursTemplate.id,
  scheduledStartTime: '2025-07-01T16:00:00.000Z',
  scheduledEndTime: '2025-07-01T17:00:00.000Z',
  customRoomId: 'jane-summer-hours',
  timezone: 'America/Toronto',
};

/** A realistic argument for every endpoint; the compiler fails here when the slice gains one. */
const calls = {
  meetings: undefined,
  meetingsWithCustomRoomId: undefined,
  scheduledMeetings: undefined,
  createRoom: summerHours,
  unsetScheduledTime: { id: planningMeeting.id },
  deleteMeeting: { id: instantMeeting.id },
  deleteScheduledMeeting: { id: scheduledMeeting.id },
  invitations: { id: scheduledMeeting.id },
  invite: { id: scheduledMeeting.id, emails: ['mary@example.com'] },
  confirmInvitation: { token: invitationTokens.valid },
  templates: undefined,
  templateCategories: undefined,
  shareMeetingUrl: {
    templateId: standupTemplate.id,
    meetingId: instantMeeting.id,
  },
  createTemplate: {
    form: templateForm(
      { templateType: 'meeting', name: 'daily standup', mediaType: 'video' },
      { name: 'standup.mp4', type: 'video/mp4' },
    ),
  },
  updateTemplate: {
    id: standupTemplate.id,
    form: templateForm({
      templateType: 'meeting',
      name: 'daily standup',
      mediaType: 'image',
    }),
  },
  deleteTemplate: { id: demoTemplate.id },
} satisfies EndpointArgs<typeof meetingApi.endpoints>;

const { endpoints, start, call } = endpointCaller(meetingApi, calls);
const names = (data: unknown) =>
  meetingListSchema.parse(data).map((meeting) => meeting.name);

type PagedList = 'meetings' | 'scheduledMeetings' | 'meetingsWithCustomRoomId';

/** Every page of a paged list, asked for one after the other as the screen does. */
async function allPages(store: AppStore, endpoint: PagedList) {
  const { initiate } = meetingApi.endpoints[endpoint];
  const requests = [store.dispatch(initiate(undefined))];
  let result = await requests[0];
  while (result.hasNextPage) {
    const next = store.dispatch(initiate(undefined, { direction: 'forward' }));
    requests.push(next);
    result = await next;
  }
  requests.forEach((request) => request.unsubscribe());
  return { pages: result.data?.pages.length, items: pagedItems(result.data) };
}

describe('meetingHandlers', () => {
  it.each(endpoints)('answer %s', async (endpoint) => {
    const { error } = await call(createAppStore(), endpoint);
    expect(error).toBeUndefined();
  });

  it('list every meeting, the scheduled ones and those in custom rooms', async () => {
    const store = createAppStore();
    const all = await allPages(store, 'meetings');
    expect(all.pages).toBe(2);
    expect(names(all.items)).toEqual([
      'team standup',
      'product demo',
      'office hours',
      'quarterly planning',
    ]);
    const scheduled = await allPages(store, 'scheduledMeetings');
    expect(scheduled.pages).toBe(2);
    expect(names(scheduled.items)).toEqual([
      'office hours',
      'quarterly planning',
    ]);
    const custom = await allPages(store, 'meetingsWithCustomRoomId');
    expect(custom.items.map((meeting) => meeting.roomId)).toEqual([
      'jane-office-hours',
    ]);
  });

  it('create a room from its template: name, fees, schedule and custom room id', async () => {
    const { data } = await call(createAppStore(), 'createRoom');
    expect(meetingSchema.parse(data)).toMatchObject({
      roomId: 'jane-summer-hours',
      customRoomId: 'jane-summer-hours',
      name: 'office hours',
      templateId: officeHoursTemplate.id,
      payments: [{ type: 'participant', amount: 15, currency: 'usd' }],
      scheduledStartTime: '2025-07-01T16:00:00.000Z',
      scheduledEndTime: '2025-07-01T17:00:00.000Z',
    });
  });

  it('give an instant room a generated room id', async () => {
    const { data } = await call(createAppStore(), 'createRoom', {
      templateId: demoTemplate.id,
    });
    expect(data).toMatchObject({
      roomId: newRoomId,
      customRoomId: null,
      scheduledStartTime: null,
      payments: [{ type: 'audience', amount: 12, currency: 'usd' }],
    });
  });

  it('refuse a taken custom room id and an end before the start', async () => {
    const store = createAppStore();
    const taken = await call(store, 'createRoom', {
      ...summerHours,
      customRoomId: scheduledMeeting.roomId,
    });
    expect(taken.error).toMatchObject({
      status: 409,
      data: { error: 'ROOM_ID_TAKEN' },
    });
    const backwards = await call(store, 'createRoom', {
      ...summerHours,
      scheduledEndTime: '2025-07-01T15:00:00.000Z',
    });
    expect(backwards.error).toMatchObject({
      status: 400,
      data: {
        error: 'VALIDATION_ERROR',
        message: 'scheduledEndTime: the end time must be after the start time',
      },
    });
  });

  it('list invitations, invite once per address, confirm by token', async () => {
    const store = createAppStore();
    expect((await call(store, 'invitations')).data).toEqual(
      officeHoursInvitations,
    );
    const invited = await call(store, 'invite', {
      id: scheduledMeeting.id,
      emails: ['ADA@example.com', 'mary@example.com'],
    });
    expect(
      (invited.data as { email: string }[]).map((one) => one.email),
    ).toEqual([
      'ada@example.com',
      'grace@example.com',
      'linus@example.com',
      'mary@example.com',
    ]);
    expect(
      (
        await call(store, 'invite', {
          id: instantMeeting.id,
          emails: ['a@b.co'],
        })
      ).error,
    ).toMatchObject({ status: 409, data: { error: 'MEETING_NOT_SCHEDULED' } });
    expect((await call(store, 'confirmInvitation')).data).toEqual(
      invitationConfirmation,
    );
    expect(
      (
        await call(store, 'confirmInvitation', {
          token: invitationTokens.expired,
        })
      ).error,
    ).toMatchObject({ status: 410, data: { error: 'INVITATION_EXPIRED' } });
    expect(
      (
        await call(store, 'confirmInvitation', {
          token: invitationTokens.unknown,
        })
      ).error,
    ).toMatchObject({ status: 404, data: { error: 'INVITATION_NOT_FOUND' } });
  });

  it('live handlers keep created, unscheduled and deleted rooms', async () => {
    server.use(...liveMeetingHandlers());
    const store = createAppStore();
    await call(store, 'createRoom');
    await call(store, 'unsetScheduledTime');
    await call(store, 'deleteMeeting');
    const listed = (await allPages(createAppStore(), 'meetings')).items;
    expect(listed.map((m) => m.roomId)).toEqual([
      'jane-summer-hours',
      'p4n8w2c6rt',
      'jane-office-hours',
      'h7t2v9b4ks',
    ]);
    expect(listed.find((m) => m.roomId === 'h7t2v9b4ks')).toMatchObject({
      scheduledStartTime: null,
    });
  });

  it('share a meeting by its room link', async () => {
    const { data } = await call(createAppStore(), 'shareMeetingUrl');
    expect(data).toEqual({ url: `${meetingLinkOrigin}/m/k3x9p2m7qa` });
  });

  it('serve the templates and their categories', async () => {
    const store = createAppStore();
    const list = templateListSchema.parse(
      (await call(store, 'templates')).data,
    );
    expect(list.map((template) => template.name)).toEqual([
      'team standup',
      'product demo',
      'office hours',
      'focus flow',
    ]);
    const categories = templateCategoryListSchema.parse(
      (await call(store, 'templateCategories')).data,
    );
    expect(categories.map((category) => category.name)).toEqual([
      'business',
      'education',
      'social',
    ]);
  });

  it('answer a template update with the saved fields, keeping its media and categories', async () => {
    const { data } = await call(createAppStore(), 'updateTemplate');
    expect(templateSchema.parse(data)).toEqual({
      ...standupTemplate,
      name: 'daily standup',
    });
  });

  it('answer a new template with its uploaded file', async () => {
    const form = templateForm(
      {
        templateType: 'meeting',
        name: 'Book Club',
        mediaType: 'video',
        embeddedLinks: JSON.stringify([
          { title: 'reading list', url: 'https://books.example.com/list' },
        ]),
        monetizationDetail: JSON.stringify({
          participantFee: '4.50',
          audienceFee: null,
          currency: 'cad',
        }),
      },
      { name: 'shelves.mp4', type: 'video/mp4' },
    );
    const { data } = await call(createAppStore(), 'createTemplate', { form });
    const saved = templateSchema.parse(data);
    expect(saved).toMatchObject({
      name: 'Book Club',
      mediaType: 'video',
      youtubeLink: null,
      embeddedLinks: [
        { title: 'reading list', url: 'https://books.example.com/list' },
      ],
      monetizationDetail: {
        participantFee: 4.5,
        audienceFee: null,
        currency: 'cad',
      },
      meetingPassword: null,
      categories: [],
    });
    expect(saved.fileUrl).toMatch(/\/shelves\.mp4$/);
    expect(templates.map((template) => template.id)).not.toContain(saved.id);
  });

  it('refuse a new template without a file or a YouTube link', async () => {
    const form = templateForm({
      templateType: 'meeting',
      name: 'empty',
      mediaType: 'image',
    });
    const { error } = await call(createAppStore(), 'createTemplate', { form });
    expect(error).toEqual({
      status: 400,
      data: {
        error: 'VALIDATION_ERROR',
        message: TEMPLATE_MEDIA_REQUIRED_MESSAGE,
      },
    });
  });

  it('answer 404 when deleting what is not there', async () => {
    const store = createAppStore();
    expect(
      (await call(store, 'deleteTemplate', { id: 'no-such-template' })).error,
    ).toMatchObject({ status: 404 });
    expect(
      (await call(store, 'deleteMeeting', { id: 'no-such-meeting' })).error,
    ).toMatchObject({ status: 404 });
  });

  it('serve valid fixtures with distinct ids and rooms', () => {
    expect(meetingListSchema.parse(meetings)).toEqual(meetings);
    expect(templateListSchema.parse(templates)).toEqual(templates);
    expect(new Set(meetings.map((meeting) => meeting.roomId)).size).toBe(
      meetings.length,
    );
    expect(new Set(templates.map((template) => template.id)).size).toBe(
      templates.length,
    );
  });
});

describe('meeting state handlers', () => {
  it('Empty: no meetings and no templates, categories still listed', async () => {
    server.use(...meetingHandlersEmpty);
    const store = createAppStore();
    expect((await allPages(store, 'meetings')).items).toEqual([]);
    expect((await allPages(store, 'scheduledMeetings')).items).toEqual([]);
    expect((await call(store, 'templates')).data).toEqual([]);
    expect((await call(store, 'templateCategories')).data).toHaveLength(3);
  });

  it.each(endpoints)(
    'Failing: %s fails with the api’s 503',
    async (endpoint) => {
      server.use(...meetingHandlersFailing);
      const { error } = await call(createAppStore(), endpoint);
      expect(error).toEqual({
        status: 503,
        data: {
          error: 'DATABASE_UNAVAILABLE',
          message:
            'the service is temporarily unavailable; please try again later',
        },
      });
    },
  );

  it.each(endpoints)('Loading: %s never answers', async (endpoint) => {
    server.use(...meetingHandlersLoading);
    await expect(stillPending(start(createAppStore(), endpoint))).resolves.toBe(
      true,
    );
  });

  it('LimitReached: creating a room answers 429 with the limit message; the lists still load', async () => {
    server.use(...meetingHandlersLimitReached);
    const store = createAppStore();
    expect((await call(store, 'createRoom')).error).toEqual({
      status: 429,
      data: {
        error: 'MEETING_LIMIT_REACHED',
        message: messages.meetingLimitText,
      },
    });
    expect((await allPages(store, 'meetings')).items).toHaveLength(4);
  });
});
