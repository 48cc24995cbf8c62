import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint } from '@ruume/api-client/testing';
import {
  monetizationMessages as text,
  recordingJobEndpoints,
  recordingEndpoints,
} from '@ruume/contracts';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';
import { renderWithAccount } from '../../test-support/render-with-account';
import {
  buildMonetizationAccountHandlers,
  buildRecording,
  monetizationUsers,
  recordingJobs,
  recordings,
} from '../../testing';
import { RecordingsScreen } from '../recordings-screen/recordings-screen';
import {
  PROCESSING_POLL_MS,
  ProcessingRecordings,
} from './processing-recordings';

const server = setupApiMocks();
const creator = monetizationUsers.onboarded;

it('shows each meeting recording on its way by its name and state', async () => {
  server.use(
    ...buildMonetizationAccountHandlers(creator, {
      processing: Object.values(recordingJobs),
    }),
  );
  renderWithAccount(<ProcessingRecordings />, { user: creator });
  const section = await screen.findByRole('region', {
    name: text.processingTitle,
  });
  const item = (name: string) => within(section).getByRole('article', { name });
  expect(item(recordingJobs.recording.name)).toHaveTextContent(
    text.processingStatus.recording,
  );
  expect(item(recordingJobs.waiting.name)).toHaveTextContent(
    text.processingStatus.waiting,
  );
  expect(
    within(item(recordingJobs.processing.name)).getByRole('progressbar', {
      name: text.processingLabel,
    }),
  ).toHaveAttribute('aria-valuenow', '42');
  expect(item(recordingJobs.failed.name)).toHaveTextContent(
    text.processingFailed(recordingJobs.failed.error),
  );
});

it('shows nothing when none is on its way', async () => {
  let asked = 0;
  server.use(
    mockEndpoint(recordingJobEndpoints.list, () => {
      asked += 1;
      return { processing: [] };
    }),
    ...buildMonetizationAccountHandlers(creator),
  );
  renderWithAccount(<ProcessingRecordings />, { user: creator });
  await waitFor(() => expect(asked).toBe(1));
  await waitFor(() =>
    expect(
      screen.queryByRole('status', { name: text.processingLoading }),
    ).not.toBeInTheDocument(),
  );
  expect(
    screen.queryByRole('region', { name: text.processingTitle }),
  ).not.toBeInTheDocument();
});

it('dismisses a failed one once confirmed', async () => {
  server.use(
    ...buildMonetizationAccountHandlers(creator, {
      processing: [recordingJobs.failed],
    }),
  );
  renderWithAccount(<ProcessingRecordings />, { user: creator });
  const person = userEvent.setup();
  await person.click(await screen.findByRole('button', { name: text.dismiss }));
  const dialog = screen.getByRole('dialog', { name: text.dismissConfirmTitle });
  await person.click(
    within(dialog).getByRole('button', { name: text.dismissConfirm }),
  );
  expect(await screen.findByText(text.recordingDismissed)).toBeVisible();
  await waitFor(() =>
    expect(
      screen.queryByRole('region', { name: text.processingTitle }),
    ).not.toBeInTheDocument(),
  );
});

it('polls while one is processed; once it leaves the list, the recording appears below', async () => {
  const finished = buildRecording({
    id: '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2910',
    shareId: 'shr_weeklySyncJune',
    name: recordingJobs.processing.name,
  });
  let polls = 0;
  server.use(
    // First asked: 42 %; then it is done and in the library.
    mockEndpoint(recordingJobEndpoints.list, () => {
      polls += 1;
      return { processing: polls === 1 ? [recordingJobs.processing] : [] };
    }),
    mockEndpoint(recordingEndpoints.list, () =>
      polls > 1
        ? [finished, ...recordings.slice(0, 2)]
        : recordings.slice(0, 3),
    ),
    ...buildMonetizationAccountHandlers(creator),
  );
  renderWithAccount(<RecordingsScreen />, { user: creator });
  expect(
    await screen.findByRole('progressbar', { name: text.processingLabel }),
  ).toBeVisible();
  const library = screen.getByRole('region', {
    name: text.recordingsListTitle,
  });
  await within(library).findByRole('article', { name: 'product launch' });
  expect(
    await within(library).findByRole(
      'article',
      { name: finished.name },
      { timeout: PROCESSING_POLL_MS * 3 },
    ),
  ).toBeVisible();
  expect(
    screen.queryByRole('region', { name: text.processingTitle }),
  ).not.toBeInTheDocument();
});

it('does not poll when only failed ones are left', async () => {
  let asked = 0;
  server.use(
    mockEndpoint(recordingJobEndpoints.list, () => {
      asked += 1;
      return { processing: [recordingJobs.failed] };
    }),
    ...buildMonetizationAccountHandlers(creator),
  );
  renderWithAccount(<ProcessingRecordings />, { user: creator });
  await screen.findByRole('button', { name: text.dismiss });
  await new Promise((resolve) => setTimeout(resolve, PROCESSING_POLL_MS + 500));
  expect(asked).toBe(1);
});
