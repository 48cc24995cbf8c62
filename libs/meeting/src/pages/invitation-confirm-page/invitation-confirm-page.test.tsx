import { render, screen } from '@testing-library/react';
import { API_ERRORS, roomsMessages as text } from '@ruume/contracts';
import * as stories from './invitation-confirm-page.stories';
import * as successStories from '../invitation-confirm-success-page/invitation-confirm-success-page.stories';
import { composePageStories } from '@ruume/jest-support/render-stories';

const { Pending, Confirms, InvalidLink, Expired, MissingToken, Failing } =
  composePageStories(stories);
const { FromConfirmLink, Direct } = composePageStories(successStories);

afterEach(() => jest.restoreAllMocks());

it('says it is confirming while the call runs', () => {
  render(<Pending />);
  expect(
    screen.getByRole('heading', { name: text.confirmingTitle }),
  ).toBeVisible();
});

it('goes to /invitation/confirm/success once confirmed', async () => {
  render(<Confirms />);
  expect(
    await screen.findByText('Navigated to /invitation/confirm/success'),
  ).toBeVisible();
});

it('a link that matches no invitation, or whose meeting is over, says so', async () => {
  const { unmount } = render(<InvalidLink />);
  expect(await screen.findByText(text.invalidLinkTitle)).toBeVisible();
  expect(
    screen.getByText(API_ERRORS.INVITATION_NOT_FOUND.message),
  ).toBeVisible();
  unmount();
  render(<Expired />);
  expect(await screen.findByText(text.expiredTitle)).toBeVisible();
  expect(screen.getByText(API_ERRORS.INVITATION_EXPIRED.message)).toBeVisible();
});

it('a link without its token asks to open the mail again, without calling', async () => {
  render(<MissingToken />);
  expect(screen.getByText(text.missingToken)).toBeVisible();
});

it('a failing service offers to try again', async () => {
  render(<Failing />);
  expect(await screen.findByText(text.confirmFailedTitle)).toBeVisible();
  expect(screen.getByRole('button', { name: text.tryAgain })).toBeVisible();
});

it('the success page names the meeting in the visitor’s clock and opens its room', () => {
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2025-03-25T12:00:00Z'));
  render(<FromConfirmLink />);
  expect(
    screen.getByText(
      'the host knows you will attend office hours, Tue 1 Apr, 18:00–19:00 (12:00–13:00 Toronto).',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: text.openRoom })).toHaveAttribute(
    'href',
    '/m/jane-office-hours',
  );
});

it('the success page on its own thanks in general', () => {
  render(<Direct />);
  expect(screen.getByText(text.confirmedGenericText)).toBeVisible();
});
