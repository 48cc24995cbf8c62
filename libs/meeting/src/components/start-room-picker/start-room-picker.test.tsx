import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { sessionChecked, createAppStore } from '@ruume/api-client';
import { apiUrl } from '@ruume/api-client/testing';
import {
  messages,
  roomsMessages as text,
  templateEditorMessages,
} from '@ruume/contracts';
import { buildCurrentUser } from '@ruume/contracts/testing';
import { meetingCalls } from '../../api/meeting-api';
import { meetingHandlers } from '../../testing';
import { renderWithStore } from '@ruume/ui-kit/testing';
import { StartRoomPicker } from './start-room-picker';
import { setupApiMocks } from '@ruume/jest-support/api-mocks';

const server = setupApiMocks(...meetingHandlers);

/** A house host; onboarded: their payments account can take entry fees. */
const houseHost = (onboarded: boolean) =>
  buildCurrentUser({
    stripeInfo: onboarded
      ? { accountId: 'acct_1HouseHost', isAccountOnboarded: true }
      : null,
  });

function renderPicker(onboarded: boolean) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl(meetingCalls.createRoom.path), async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  const rendered = renderWithStore(
    <StartRoomPicker
      open
      onClose={() => undefined}
      onLimitReached={() => undefined}
    />,
    { store: createAppStore(), route: '/dashboard', path: '/dashboard/*' },
  );
  rendered.store.dispatch(sessionChecked(houseHost(onboarded)));
  return { ...rendered, bodies };
}

const picker = () => screen.findByRole('dialog', { name: text.pickerTitle });
const feeSwitch = () =>
  screen.getByRole('switch', {
    name: templateEditorMessages.participantFeeToggle,
  });

it('an onboarded house host starts a room from a stock template with its own entry fee', async () => {
  const { user, bodies } = renderPicker(true);
  const dialog = await picker();
  await within(dialog).findByRole('button', {
    name: text.startWith('team standup'),
  });
  expect(
    within(dialog).getByRole('region', { name: text.roomFeeTitle }),
  ).toBeVisible();
  await user.click(feeSwitch());
  await user.type(
    screen.getByLabelText(templateEditorMessages.participantAmountLabel),
    '12.50',
  );
  await user.click(
    screen.getByRole('button', { name: text.startWith('team standup') }),
  );
  expect(await screen.findByText(/^Navigated to \/m\//)).toBeVisible();
  expect(bodies).toEqual([
    expect.objectContaining({
      monetizationDetail: {
        participantFee: 12.5,
        audienceFee: null,
        currency: 'usd',
      },
    }),
  ]);
});

it('without a fee switched on, the room takes its template’s', async () => {
  const { user, bodies } = renderPicker(true);
  await user.click(
    await screen.findByRole('button', { name: text.startWith('team standup') }),
  );
  expect(await screen.findByText(/^Navigated to \/m\//)).toBeVisible();
  expect(bodies).toEqual([
    expect.not.objectContaining({ monetizationDetail: expect.anything() }),
  ]);
});

it('an empty amount is refused before anything is created', async () => {
  const { user, bodies } = renderPicker(true);
  await user.click(
    await screen.findByRole('switch', {
      name: templateEditorMessages.participantFeeToggle,
    }),
  );
  await user.click(
    screen.getByRole('button', { name: text.startWith('team standup') }),
  );
  expect(await screen.findByText(messages.feeAmountInvalid)).toBeVisible();
  expect(bodies).toEqual([]);
});

it('without an onboarded payments account the fee cannot be switched on, and says why', async () => {
  renderPicker(false);
  await picker();
  expect(
    await screen.findByText(templateEditorMessages.feeNeedsAccount),
  ).toBeVisible();
  expect(feeSwitch()).toBeDisabled();
  expect(
    screen.getByRole('link', { name: templateEditorMessages.connectAccount }),
  ).toHaveAttribute('href', '/settings/monetization');
});

it('the server’s word on the fee is said under the fee, and nothing opens', async () => {
  const { user } = renderPicker(true);
  const refusal = 'monetizationDetail.participantFee: at most 1000';
  server.use(
    http.post(apiUrl(meetingCalls.createRoom.path), () =>
      Response.json(
        { error: 'VALIDATION_ERROR', message: refusal },
        { status: 400 },
      ),
    ),
  );
  await user.click(
    await screen.findByRole('switch', {
      name: templateEditorMessages.participantFeeToggle,
    }),
  );
  await user.type(
    screen.getByLabelText(templateEditorMessages.participantAmountLabel),
    '5000',
  );
  await user.click(
    screen.getByRole('button', { name: text.startWith('team standup') }),
  );
  // The field's name is the api's, not the host's: only the reason is said.
  const amount = screen.getByLabelText(
    templateEditorMessages.participantAmountLabel,
  );
  await waitFor(() =>
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('at most 1000'),
    ),
  );
  expect(screen.queryByText(/^Navigated to/)).not.toBeInTheDocument();
});

it('the meeting limit hands over to the page’s limit modal, with no alert of its own', async () => {
  const closed: string[] = [];
  server.use(
    http.post(apiUrl(meetingCalls.createRoom.path), () =>
      Response.json(
        { error: 'MEETING_LIMIT_REACHED', message: 'too many meetings' },
        { status: 429 },
      ),
    ),
  );
  const { user, store } = renderWithStore(
    <StartRoomPicker
      open
      onClose={() => closed.push('picker')}
      onLimitReached={() => closed.push('limit')}
    />,
    { store: createAppStore(), route: '/dashboard', path: '/dashboard/*' },
  );
  store.dispatch(sessionChecked(houseHost(true)));
  await user.click(
    await screen.findByRole('button', { name: text.startWith('team standup') }),
  );
  await waitFor(() => expect(closed).toEqual(['picker', 'limit']));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
