import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiUrl, mockError } from '@ruume/api-client/testing';
import {
  COPY_CONFIRMATION_MS,
  messages,
  monetizationMessages as text,
  recordingEndpoints,
  type CurrentUser,
} from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
  monetizationUsers,
  paidRecording,
  presignedUrlFor,
  uploadedRecording,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import type { MonetizationAccess } from '../../utils/monetization-access';
import { RecordingList } from './recording-list';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks();

function renderList({
  user = monetizationUsers.onboarded,
  access = 'ready',
  handlers = [],
}: {
  user?: CurrentUser;
  access?: MonetizationAccess;
  handlers?: RequestHandler[];
} = {}) {
  server.use(...buildMonetizationAccountHandlers(user));
  server.use(...handlers);
  return renderWithAccount(<RecordingList access={access} />, { user });
}

const item = (name: string) => screen.findByRole('article', { name });

describe('the list', () => {
  it('shows each recording: still, name, length, size, date and price', async () => {
    const { user } = renderList();
    const launch = await item('product launch');
    await user.click(screen.getByRole('button', { name: messages.loadMore }));
    await item('open talk');
    expect(
      screen
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual([
      'product launch',
      'weekly sync',
      'pricing masterclass',
      'open talk',
    ]);

    expect(launch.querySelector('img')).toHaveAttribute(
      'src',
      uploadedRecording.posterUrl,
    );
    const meta = within(launch).getByRole('list');
    expect(
      within(meta)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['0:05:07', '1.48 GB', '20 May 2025', 'uploaded file']);
    expect(within(launch).getByText('free')).toBeVisible();

    const masterclass = await item('pricing masterclass');
    // No still: the fallback art, no broken image.
    expect(masterclass.querySelector('img')).toBeNull();
    expect(masterclass).toHaveTextContent('1:02:03');
    expect(masterclass).toHaveTextContent('734 MB');
    expect(within(masterclass).getByText('$9.99 to download')).toBeVisible();
    expect(within(masterclass).getByText('donations of $5.00')).toBeVisible();
    expect(
      within(await item('open talk')).getByText('donations of CA$3.00'),
    ).toBeVisible();
    expect(
      within(await item('weekly sync')).getByText('recorded in weekly sync'),
    ).toBeVisible();
  });

  it('links the owner’s download', async () => {
    renderList();
    expect(
      within(await item('pricing masterclass')).getByRole('link', {
        name: text.download,
      }),
    ).toHaveAttribute(
      'href',
      `/api/v1/meeting-recording/download/${paidRecording.shareId}`,
    );
  });

  it('says when there is none yet', async () => {
    server.use(
      ...buildMonetizationAccountHandlers(monetizationUsers.onboarded, {
        recordings: [],
      }),
    );
    renderWithAccount(<RecordingList access="ready" />, {
      user: monetizationUsers.onboarded,
    });
    expect(await screen.findByText(text.recordingsEmptyTitle)).toBeVisible();
    expect(screen.getByText(text.recordingsEmptyText)).toBeVisible();
  });

  it('shows a spinner, then says when the list could not load', async () => {
    renderList({
      handlers: [mockError(recordingEndpoints.list, 'DATABASE_UNAVAILABLE')],
    });
    expect(
      screen.getByRole('status', { name: text.recordingsLoading }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      text.recordingsLoadFailed,
    );
  });
});

describe('sharing', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('copies {origin}/share/r/{shareId} and says "copied to clipboard" for 3 s', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    server.use(
      ...buildMonetizationAccountHandlers(monetizationUsers.onboarded),
    );
    renderWithAccount(<RecordingList access="ready" />, {
      user: monetizationUsers.onboarded,
    });
    // user-event's clipboard stands in for the browser's.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    const masterclass = await item('pricing masterclass');
    await user.click(
      within(masterclass).getByRole('button', { name: text.copyLink }),
    );
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost/share/r/shr_masterclass02',
    );
    expect(screen.getByText('copied to clipboard')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 500));
    expect(screen.getByText('copied to clipboard')).toBeInTheDocument();
    // Gone after 3 s (and the toast's short exit animation).
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('copied to clipboard')).not.toBeInTheDocument();
  });
});

describe('playing', () => {
  it('plays from a short-lived link in a dialog', async () => {
    const asked: unknown[] = [];
    const { user } = renderList({
      handlers: [
        http.post(
          apiUrl('meeting-recording/presigned-url'),
          async ({ request }) => {
            const body = (await request.json()) as { url: string };
            asked.push(body);
            return HttpResponse.json({ url: presignedUrlFor(body.url) });
          },
        ),
      ],
    });
    await user.click(
      within(await item('product launch')).getByRole('button', {
        name: 'play product launch',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'product launch' });
    await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
    const player = dialog.querySelector('video');
    expect(player).toHaveAttribute(
      'src',
      presignedUrlFor(uploadedRecording.url),
    );
    expect(player).toHaveAttribute('controls');
    expect(asked).toEqual([{ url: uploadedRecording.url }]);
    await user.click(
      within(dialog).getByRole('button', { name: text.closePlayer }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('summary', () => {
  it('opens the recording’s summary beside its player', async () => {
    const { user } = renderList();
    await user.click(
      within(await item('product launch')).getByRole('button', {
        name: text.summary.open,
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'product launch' });
    expect(
      await within(dialog).findByRole('tab', { name: text.summary.summaryTab }),
    ).toBeVisible();
    await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
  });
});

describe('deleting', () => {
  it('deletes once confirmed, and the recording leaves the list', async () => {
    const deleted: string[] = [];
    const { user } = renderList();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE')
        deleted.push(new URL(request.url).pathname);
    });
    const masterclass = await item('pricing masterclass');
    await user.click(
      within(masterclass).getByRole('button', { name: text.delete }),
    );
    const dialog = screen.getByRole('dialog', {
      name: text.deleteConfirmTitle,
    });
    expect(dialog).toHaveAccessibleDescription(
      text.deleteConfirmText('pricing masterclass'),
    );
    expect(deleted).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: text.deleteConfirm }),
    );
    expect(await screen.findByText(text.recordingDeleted)).toBeVisible();
    await screen.findByRole('article', { name: 'open talk' });
    expect(
      screen.queryByRole('article', { name: 'pricing masterclass' }),
    ).not.toBeInTheDocument();
    expect(deleted).toEqual([`/api/v1/meeting-recording/${paidRecording.id}`]);
    server.events.removeAllListeners();
  });

  it('keeps it when the creator changes their mind', async () => {
    let deletes = 0;
    const { user } = renderList({
      handlers: [
        http.delete(apiUrl('meeting-recording/:id'), () => {
          deletes += 1;
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    });
    await user.click(
      within(await item('weekly sync')).getByRole('button', {
        name: text.delete,
      }),
    );
    await user.click(screen.getByRole('button', { name: text.keepRecording }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes).toBe(0);
    expect(await item('weekly sync')).toBeVisible();
  });
});

describe('price and donations of a recording', () => {
  it('changes them (PUT meeting-recording/{id}) and the list follows', async () => {
    const bodies: unknown[] = [];
    const { user } = renderList();
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT') bodies.push(await request.clone().json());
    });
    await user.click(
      within(await item('pricing masterclass')).getByRole('button', {
        name: text.monetize,
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: text.editMonetizationTitle,
    });
    const price = within(dialog).getByRole('textbox', {
      name: text.priceAmountLabel,
    });
    expect(price).toHaveValue('9.99');
    await user.clear(price);
    await user.type(price, '12.50');
    await user.click(
      within(dialog).getByRole('switch', { name: text.donationToggle }),
    );
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.monetizationSaved)).toBeVisible();
    expect(bodies).toEqual([
      {
        monetizationSetting: { monetizeAmount: 12.5, monetizeCurrency: 'usd' },
      },
    ]);
    const masterclass = await item('pricing masterclass');
    expect(
      await within(masterclass).findByText('$12.50 to download'),
    ).toBeVisible();
    expect(
      within(masterclass).queryByText(/donations of/),
    ).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('without an onboarded account, shows the prompt to connect instead (SPEC §4)', async () => {
    const { user } = renderList({
      user: monetizationUsers.created,
      access: 'needs-account',
    });
    await user.click(
      within(await item('weekly sync')).getByRole('button', {
        name: text.monetize,
      }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(text.connectPrompt)).toBeVisible();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('is not offered on a plan without monetised files', async () => {
    renderList({
      user: monetizationUsers.houseWithOldFiles,
      access: 'not-on-plan',
    });
    await item('weekly sync');
    expect(
      screen.queryByRole('button', { name: text.monetize }),
    ).not.toBeInTheDocument();
  });
});
