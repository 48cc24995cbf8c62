import { File as NodeFile } from 'node:buffer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, monetizationMessages as text } from '@ruume/contracts';
import {
  buildMonetizationAccountHandlers,
  monetizationUsers,
} from '../../testing';
import { renderWithAccount } from '../../test-support/render-with-account';
import { RecordingsPage } from './recordings-page';
import * as stories from './recordings-page.stories';
import { composePageStories } from '@ruume/jest-support/render-stories';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const { HouseTier, HouseWithOldFiles, List, NotOnboarded, StorageFull } =
  composePageStories(stories);

const server = setupApiMocks();

it('shows the storage bar, the upload form and the recordings', async () => {
  render(<List />);
  expect(
    await screen.findByRole('progressbar', { name: 'recording storage' }),
  ).toHaveAttribute('aria-valuetext', '12.5 GB of 100 GB');
  expect(screen.getByRole('region', { name: text.uploadTitle })).toBeVisible();
  expect(screen.getByRole('switch', { name: text.priceToggle })).toBeVisible();
  // The first page, then the next one on asking for more (or scrolling to it).
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  await userEvent.click(
    screen.getByRole('button', { name: messages.loadMore }),
  );
  expect(
    await screen.findByRole('article', { name: 'open talk' }),
  ).toBeVisible();
  expect(screen.getAllByRole('article')).toHaveLength(4);
});

it('without an onboarded account, uploads but prompts to connect for prices (SPEC §4)', async () => {
  render(<NotOnboarded />);
  const upload = await screen.findByRole('region', { name: text.uploadTitle });
  expect(within(upload).getByText(text.connectPrompt)).toBeVisible();
  expect(within(upload).queryByRole('switch')).not.toBeInTheDocument();
});

it('on the house tier: storage is part of paid plans, no upload', async () => {
  render(<HouseTier />);
  expect(
    await screen.findByText('stored files come with paid plans.'),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: text.storageUpgrade }),
  ).toHaveAttribute('href', '/settings/subscription');
  expect(
    screen.queryByRole('region', { name: text.uploadTitle }),
  ).not.toBeInTheDocument();
  expect(await screen.findByText(text.recordingsEmptyTitle)).toBeVisible();
});

it('on the house tier, the files of an earlier plan stay listed, without prices', async () => {
  render(<HouseWithOldFiles />);
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  expect(
    screen.queryByRole('button', { name: text.monetize }),
  ).not.toBeInTheDocument();
});

it('says when storage is full', async () => {
  render(<StorageFull />);
  expect(
    await screen.findByRole('progressbar', { name: 'recording storage' }),
  ).toHaveAttribute('aria-valuenow', '100');
});

it('after an upload, lists the new recording and counts its storage', async () => {
  const creator = {
    ...monetizationUsers.onboarded,
    recordingStorage: { used: 500_000_000, available: 100_000_000_000 },
  };
  server.use(...buildMonetizationAccountHandlers(creator));
  renderWithAccount(<RecordingsPage />, { user: creator });
  const person = userEvent.setup();
  await screen.findAllByRole('article');
  expect(
    screen.getByRole('progressbar', { name: 'recording storage' }),
  ).toHaveAttribute('aria-valuetext', '0.5 GB of 100 GB');
  await person.type(
    screen.getByRole('textbox', { name: text.nameLabel }),
    'team retro',
  );
  await person.upload(
    screen.getByLabelText(text.fileLabel),
    new NodeFile([new Uint8Array(20_000_000)], 'team-retro.mp4', {
      type: 'video/mp4',
    }) as unknown as File,
  );
  await person.click(screen.getByRole('button', { name: text.upload }));

  expect(
    await screen.findByRole('article', { name: 'team retro' }),
  ).toBeVisible();
  // The list starts again from its first page, the new recording on top.
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.getByRole('button', { name: messages.loadMore })).toBeVisible();
  expect(
    await screen.findByRole('progressbar', {
      name: 'recording storage',
      value: { text: '0.52 GB of 100 GB' },
    }),
  ).toBeVisible();
});
