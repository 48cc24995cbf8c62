import { render, screen } from '@testing-library/react';
import { roomsMessages as text } from '@ruume/contracts';
import * as stories from './room-entry-page.stories';
// The shared test helpers live outside any project (tools/jest), hence the relative import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { composePageStories } from '../../../../../tools/jest/render-stories';

const { Image, Video, YouTube, PasswordAndPaid, NotFound, Failing } =
  composePageStories(stories);

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name });

it('shows the room, its host and its image background, and joins at /meeting/{roomId}', async () => {
  const { container } = render(<Image />);
  await heading('team standup');
  expect(screen.getByText(text.hostedBy('jane cooper'))).toBeVisible();
  expect(screen.getByRole('img', { name: 'jane cooper' })).toBeVisible();
  expect(container.querySelector('[data-media="image"] img')).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/svg\+xml/),
  );
  expect(screen.getByRole('link', { name: text.join })).toHaveAttribute(
    'href',
    '/meeting/k3x9p2m7qa',
  );
  expect(screen.queryByText(text.passwordHint)).toBeNull();
  expect(screen.getByRole('link', { name: /agenda/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});

it('plays a video background muted, on a loop', async () => {
  const { container } = render(<Video />);
  await heading('focus flow');
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('src', 'templates/stock/focus-flow.mp4');
  expect(video).toHaveProperty('muted', true);
  expect(video).toHaveAttribute('loop');
});

it('shows a YouTube background by its still, and the fee to watch', async () => {
  const { container } = render(<YouTube />);
  await heading('product demo');
  expect(container.querySelector('[data-media="youtube"] img')).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg',
  );
  expect(screen.getByText(/watching costs \$12\.00/)).toBeVisible();
});

it('says a password and a fee are asked, and when it is', async () => {
  render(<PasswordAndPaid />);
  await heading('office hours');
  expect(screen.getByText(text.passwordHint)).toBeVisible();
  expect(
    screen.getByText('joining costs $15.00, paid when you join.'),
  ).toBeVisible();
  expect(screen.getByText(/^scheduled for .+ \(.+ New York\)$/)).toBeVisible();
});

it('an unknown room: a clear not-found screen', async () => {
  render(<NotFound />);
  expect(await heading(text.roomNotFoundTitle)).toBeVisible();
  expect(screen.getByText(text.roomNotFoundText)).toBeVisible();
  expect(screen.getByRole('link', { name: text.backHome })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

it('a failure that is not "not found" offers to try again', async () => {
  render(<Failing />);
  expect(await heading(text.entryFailedTitle)).toBeVisible();
  expect(screen.getByRole('button', { name: text.tryAgain })).toBeVisible();
});
