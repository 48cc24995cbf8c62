import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failingEndpoints, pendingEndpoints } from '@ruume/api-client/testing';
import {
  monetizationMessages,
  recordingSummaryEndpoints,
  type RecordingSummaryState,
} from '@ruume/contracts';
import {
  launchReviewRecording,
  monetizationUsers,
  recordingSummaryIn,
  withMonetizationAccount,
} from '../../testing';
import { SummaryDialog } from './summary-dialog';

const text = monetizationMessages.summary;
const recording = launchReviewRecording;

const meta = {
  title: 'monetization/components/SummaryDialog',
  component: SummaryDialog,
  parameters: { layout: 'fullscreen' },
  args: { recording, onClose: () => undefined },
} satisfies Meta<typeof SummaryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A creator on a plan with AI summaries, the recording's summary in `state`. */
const inState = (state: RecordingSummaryState) =>
  withMonetizationAccount(monetizationUsers.onboarded, {
    summaries: { [recording.id]: recordingSummaryIn(state, recording.id) },
  });

const openTranscript = async () =>
  userEvent.click(await screen.findByRole('tab', { name: text.transcriptTab }));

/** An hour-long meeting: overview, key points, decisions, action items; the transcript a tab away. */
export const Ready: Story = {
  decorators: [inState('ready')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { name: text.decisions }),
    ).toBeVisible();
  },
};

/** The transcript, searched: the lines that hold the words, marked. */
export const SearchMatches: Story = {
  decorators: [inState('ready')],
  play: async () => {
    await openTranscript();
    await userEvent.type(
      screen.getByRole('searchbox', { name: text.searchLabel }),
      'launch',
    );
    await screen.findByText(/^\d+ of 40 lines$/);
  },
};

/** Searched for words no one said. */
export const SearchNoMatch: Story = {
  decorators: [inState('ready')],
  play: async () => {
    await openTranscript();
    await userEvent.type(
      screen.getByRole('searchbox', { name: text.searchLabel }),
      'budget',
    );
    await expect(
      await screen.findByText(text.noLinesMatch('budget')),
    ).toBeVisible();
  },
};

/** Asked for, waiting its turn (read again every 3 s). */
export const Queued: Story = {
  decorators: [inState('queued')],
  play: async () => {
    await screen.findByText(text.queued);
  },
};

/** 40 % transcribed. */
export const Transcribing: Story = {
  decorators: [inState('transcribing')],
  play: async () => {
    await expect(
      await screen.findByRole('progressbar', { name: text.transcribing }),
    ).toHaveAttribute('aria-valuenow', '40');
  },
};

/** Transcribed; the summary is being written. */
export const Summarising: Story = {
  decorators: [inState('summarising')],
  play: async () => {
    await screen.findByText(text.summarising);
  },
};

/** Never asked for (a recording from before the plan had it): what it gives, and the button. */
export const None: Story = {
  decorators: [inState('none')],
  play: async () => {
    await screen.findByRole('button', { name: text.generate });
  },
};

/** Generating from none: queued, transcribing, summarising, then ready (a step per read). */
export const Generating: Story = {
  decorators: [inState('none')],
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: text.generate }),
    );
    await screen.findByText(text.queued);
  },
};

/** The last try failed: why, and try again. */
export const Failed: Story = {
  decorators: [inState('failed')],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: recording.name });
    await within(dialog).findByRole('button', {
      name: monetizationMessages.tryAgain,
    });
  },
};

/** House, with recordings kept from a paid plan: what the feature is, and the plans. */
export const NotInPlan: Story = {
  decorators: [withMonetizationAccount(monetizationUsers.houseWithOldFiles)],
  play: async () => {
    await expect(
      await screen.findByRole('link', { name: text.seePlans }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: pendingEndpoints([recordingSummaryEndpoints.get]),
    }),
  ],
  play: async () => {
    await screen.findByRole('status', { name: text.loading });
  },
};

export const ServerError: Story = {
  decorators: [
    withMonetizationAccount(monetizationUsers.onboarded, {
      handlers: failingEndpoints([recordingSummaryEndpoints.get]),
    }),
  ],
  play: async () => {
    await screen.findByText(text.loadFailed);
  },
};
