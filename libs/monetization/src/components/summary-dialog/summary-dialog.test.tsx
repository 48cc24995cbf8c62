import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockEndpoint } from '@ruume/api-client/testing';
import {
  monetizationMessages,
  paths,
  recordingSummaryEndpoints,
  type CurrentUser,
  type RecordingSummary,
} from '@ruume/contracts';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';
import {
  buildMonetizationAccountHandlers,
  launchReviewRecording as recording,
  longTranscript,
  meetingSummary,
  monetizationUsers,
  recordingSummaryIn,
} from '../../testing';
import { formatTimestamp } from '../../utils/format';
import { SUMMARY_POLL_MS } from '../summary-panel/summary-panel';
import { SummaryDialog } from './summary-dialog';

const text = monetizationMessages.summary;
const server = setupApiMocks();
const summaryIn = (state: RecordingSummary['state']) =>
  recordingSummaryIn(state, recording.id);

function renderDialog({
  user = monetizationUsers.onboarded,
  summary = summaryIn('ready'),
}: { user?: CurrentUser; summary?: RecordingSummary } = {}) {
  server.use(
    ...buildMonetizationAccountHandlers(user, {
      summaries: { [recording.id]: summary },
    }),
  );
  return renderWithAccount(
    <SummaryDialog recording={recording} onClose={() => undefined} />,
    { user },
  );
}

const video = async () => {
  const dialog = screen.getByRole('dialog', { name: recording.name });
  await waitFor(() => expect(dialog.querySelector('video')).not.toBeNull());
  return dialog.querySelector('video') as HTMLVideoElement;
};

beforeEach(() => {
  // jsdom plays nothing.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});

afterEach(() => jest.restoreAllMocks());

describe('a ready summary', () => {
  it('shows the overview, key points, decisions and action items with owner and due', async () => {
    renderDialog();
    const decisions = await screen.findByRole('region', {
      name: text.decisions,
    });
    expect(within(decisions).getAllByRole('listitem')).toHaveLength(3);
    const actions = screen.getByRole('region', { name: text.actionItems });
    const offer = within(actions)
      .getByText('write the launch offer terms with the exact end date')
      .closest('li') as HTMLElement;
    expect(offer).toHaveTextContent(text.actionOwner('priya'));
    expect(offer).toHaveTextContent(text.actionDue('friday'));
    expect(screen.getByText(text.madeBy.offline)).toBeVisible();
  });

  it('links the markdown and the captions for download', async () => {
    renderDialog();
    expect(
      await screen.findByRole('link', { name: text.downloadMarkdown }),
    ).toHaveAttribute(
      'href',
      `/api/v1/meeting-recording/${recording.id}/summary.md`,
    );
    expect(
      screen.getByRole('link', { name: text.downloadCaptions }),
    ).toHaveAttribute(
      'href',
      `/api/v1/meeting-recording/${recording.id}/captions.vtt`,
    );
  });

  it('captions the player with the transcript', async () => {
    renderDialog();
    await screen.findByRole('tab', { name: text.transcriptTab });
    const track = (await video()).querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute(
      'src',
      `/api/v1/meeting-recording/${recording.id}/captions.vtt`,
    );
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', text.captionsLabel);
  });
});

describe('the transcript', () => {
  it('keeps the lines that hold the words searched for, and says when none does', async () => {
    const { user } = renderDialog();
    await user.click(
      await screen.findByRole('tab', { name: text.transcriptTab }),
    );
    const panel = screen.getByRole('tabpanel', { name: text.transcriptTab });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(
      longTranscript.length,
    );
    const search = screen.getByRole('searchbox', { name: text.searchLabel });

    await user.type(search, 'Waitlist');
    await waitFor(() =>
      expect(within(panel).getAllByRole('listitem')).toHaveLength(7),
    );
    expect(
      screen.getByText(text.matches(7, longTranscript.length)),
    ).toBeVisible();
    within(panel)
      .getAllByRole('listitem')
      .forEach((line) =>
        expect(line.querySelector('mark')).toHaveTextContent(/waitlist/i),
      );

    await user.clear(search);
    await user.type(search, 'budget');
    expect(
      await within(panel).findByText(text.noLinesMatch('budget')),
    ).toBeVisible();
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('plays the recording from a line when it is clicked', async () => {
    const { user } = renderDialog();
    await user.click(
      await screen.findByRole('tab', { name: text.transcriptTab }),
    );
    const player = await video();
    const line = longTranscript[3];
    await user.click(
      screen.getByRole('button', {
        name: `${text.playFrom} 04:55 ${line.speaker} ${line.text}`,
      }),
    );
    expect(player.currentTime).toBe(line.startMs / 1000);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  });
});

describe('chapters and highlights', () => {
  const { chapters, highlights } = meetingSummary;

  it('lists the chapters and highlights in the summary, each playing the recording from its moment', async () => {
    const { user } = renderDialog();
    const listed = await screen.findByRole('region', { name: text.chapters });
    const player = await video();
    const pricing = chapters[1];
    await user.click(
      within(listed).getByRole('button', {
        name: `${text.playFrom} ${formatTimestamp(pricing.startMs)} ${pricing.title} ${pricing.line}`,
      }),
    );
    expect(player.currentTime).toBe(pricing.startMs / 1000);

    const moments = screen.getByRole('region', { name: text.highlights });
    const [first] = highlights;
    await user.click(
      within(moments).getByRole('button', {
        name: new RegExp(
          `^${text.playFrom} ${formatTimestamp(first.startMs)} ${first.speaker}`,
        ),
      }),
    );
    expect(player.currentTime).toBe(first.startMs / 1000);
  });

  it('marks the chapters on a bar under the player once its length is known; the one playing is marked', async () => {
    const { user } = renderDialog();
    const player = await video();
    expect(
      screen.queryByRole('navigation', { name: text.chapterBarLabel }),
    ).toBeNull();
    Object.defineProperty(player, 'duration', { value: 3_900 });
    fireEvent.durationChange(player);

    const bar = await screen.findByRole('navigation', {
      name: text.chapterBarLabel,
    });
    const marks = within(bar).getAllByRole('button');
    expect(marks).toHaveLength(chapters.length);
    await user.click(
      within(bar).getByRole('button', {
        name: `${text.playFrom} ${formatTimestamp(chapters[2].startMs)} ${chapters[2].title}`,
      }),
    );
    expect(player.currentTime).toBe(chapters[2].startMs / 1000);
    fireEvent.timeUpdate(player);
    await waitFor(() =>
      expect(marks[2]).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('shows neither for a summary made before chapters existed', async () => {
    const ready = summaryIn('ready');
    renderDialog({
      summary: {
        ...ready,
        summary: { ...meetingSummary, chapters: [], highlights: [] },
      },
    });
    await screen.findByRole('region', { name: text.decisions });
    expect(screen.queryByRole('region', { name: text.chapters })).toBeNull();
    expect(screen.queryByRole('region', { name: text.highlights })).toBeNull();
  });
});

describe('regenerating', () => {
  it('asks first, then makes it again and shows its progress', async () => {
    let asked = 0;
    const { user } = renderDialog();
    server.use(
      mockEndpoint(recordingSummaryEndpoints.regenerate, ({ params }) => {
        asked += 1;
        return recordingSummaryIn('queued', params.id);
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: text.regenerate }),
    );
    const confirm = screen.getByRole('dialog', {
      name: text.regenerateConfirmTitle,
    });
    expect(asked).toBe(0);
    await user.click(
      within(confirm).getByRole('button', { name: text.regenerateConfirm }),
    );
    expect(await screen.findByText(text.queued)).toBeVisible();
    expect(asked).toBe(1);
    expect(
      screen.queryByRole('dialog', { name: text.regenerateConfirmTitle }),
    ).not.toBeInTheDocument();
    // No captions while the new transcript is made.
    expect((await video()).querySelector('track')).toBeNull();
  });

  it('keeps the summary when the creator changes their mind', async () => {
    const { user } = renderDialog();
    await user.click(
      await screen.findByRole('button', { name: text.regenerate }),
    );
    await user.click(screen.getByRole('button', { name: text.keepSummary }));
    expect(
      screen.queryByRole('dialog', { name: text.regenerateConfirmTitle }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: text.summaryTab })).toBeVisible();
  });
});

describe('on its way', () => {
  it('polls every 3 s while it is made, and stops once it is ready', async () => {
    const answers: RecordingSummary[] = [
      { ...summaryIn('transcribing'), progress: 90 },
      summaryIn('summarising'),
      summaryIn('ready'),
    ];
    let reads = 0;
    renderDialog();
    server.use(
      mockEndpoint(recordingSummaryEndpoints.get, () => {
        reads += 1;
        return answers[Math.min(reads, answers.length) - 1];
      }),
    );
    expect(
      await screen.findByRole('progressbar', { name: text.transcribing }),
    ).toHaveAttribute('aria-valuenow', '90');
    expect(
      await screen.findByText(
        text.summarising,
        {},
        { timeout: SUMMARY_POLL_MS * 2 },
      ),
    ).toBeVisible();
    await screen.findByRole(
      'tab',
      { name: text.summaryTab },
      { timeout: SUMMARY_POLL_MS * 2 },
    );
    expect(reads).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, SUMMARY_POLL_MS + 500));
    expect(reads).toBe(3);
  }, 20_000);

  it('offers to make one when there is none, and starts it', async () => {
    const { user } = renderDialog({ summary: summaryIn('none') });
    await user.click(
      await screen.findByRole('button', { name: text.generate }),
    );
    expect(await screen.findByText(text.queued)).toBeVisible();
  });

  it('says why it failed, and tries again', async () => {
    const { user } = renderDialog({ summary: summaryIn('failed') });
    expect(
      await screen.findByText(
        text.failed('the recording has no sound track to transcribe.'),
      ),
    ).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: monetizationMessages.tryAgain }),
    );
    expect(await screen.findByText(text.queued)).toBeVisible();
  });
});

describe('without AI summaries on the plan', () => {
  it('says what they are and leads to the plans; the recording still plays', async () => {
    renderDialog({ user: monetizationUsers.houseWithOldFiles });
    expect(
      await screen.findByRole('link', { name: text.seePlans }),
    ).toHaveAttribute('href', paths.settings.subscription);
    expect(screen.getByText(text.notInPlanText)).toBeVisible();
    expect((await video()).querySelector('track')).toBeNull();
  });
});
