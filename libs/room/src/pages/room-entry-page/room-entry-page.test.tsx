import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  roomErrorMessages,
  TIER_FEATURES,
  lobbyMessages as text,
} from '@ruume/contracts';
import { formatMoney } from '@ruume/ui-kit';
import { loadRoomPass } from '../../live/room-pass';
import {
  latestFakeMediaDevices,
  paidEntryEmail,
  paidRoom,
  roomEntryCode,
  roomCheckoutUrl,
} from '../../testing';
import { pageLocation } from './page-location';
import * as stories from './room-entry-page.stories';
import { composePageStories } from '@ruume/jest-support/render-stories';

const {
  Ready,
  SignedIn,
  Video,
  YouTube,
  Password,
  Paid,
  PaidReturn,
  ReceiptLink,
  PaidReturnConfirmedLate,
  PaymentNotConfirmed,
  PasswordAndPaid,
  PermissionDenied,
  CameraInUse,
  Full,
  Locked,
  WaitingRoom,
  JoinRefused,
  NotFound,
  Watch,
  AudienceFull,
  Failing,
} = composePageStories(stories);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear(); // the signed-in story keeps its user there
  jest.restoreAllMocks();
});

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name });

/** The room is there and the browser answered about the camera and microphone. */
async function lobbyOf(name: string) {
  await heading(name);
  await screen.findByRole('combobox', { name: text.microphoneSelect });
}

const nameField = () =>
  screen.getByRole('textbox', { name: text.displayNameLabel });

it('shows the room, its host, its image background and the people in it', async () => {
  const { container } = render(<Ready />);
  await lobbyOf('team standup');
  expect(screen.getByText(text.hostedBy('jane cooper'))).toBeVisible();
  expect(screen.getByRole('img', { name: 'jane cooper' })).toBeVisible();
  expect(container.querySelector('[data-media="image"] img')).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/svg\+xml/),
  );
  expect(
    await screen.findByText(
      text.peopleIn(3, TIER_FEATURES.professional.participants),
    ),
  ).toBeVisible();
  expect(screen.queryByLabelText(text.roomPasswordLabel)).toBeNull();
  expect(screen.getByRole('link', { name: /agenda/ })).toHaveAttribute(
    'target',
    '_blank',
  );
});

it('previews the camera with pickers for each device, and lets either be turned off', async () => {
  const user = userEvent.setup();
  const { container } = render(<Ready />);
  await lobbyOf('team standup');
  expect(container.querySelector('video')).toHaveProperty('muted', true);
  expect(screen.getByRole('combobox', { name: text.cameraSelect })).toHaveValue(
    'cam-front',
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: text.cameraSelect }),
    'usb camera',
  );
  await user.click(screen.getByRole('switch', { name: text.cameraToggle }));
  expect(screen.getByText(text.cameraOff)).toBeVisible();
  expect(
    screen.getByRole('button', { name: text.joinAudioOnly }),
  ).toBeVisible();
  // Turning the camera off releases it (its light goes out).
  const cameras = (latestFakeMediaDevices()?.tracks ?? []).filter(
    (track) => track.kind === 'video',
  );
  expect(cameras.map((track) => track.readyState)).toEqual(['ended', 'ended']);
});

it('joins: saves the room pass with the name and media, stops the preview and opens /meeting/{roomId}', async () => {
  const user = userEvent.setup();
  render(<Ready />);
  await lobbyOf('team standup');
  await user.type(nameField(), 'sam guest');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  expect(
    await screen.findByText('Navigated to /meeting/k3x9p2m7qa'),
  ).toBeInTheDocument();
  expect(loadRoomPass('k3x9p2m7qa')).toEqual({
    ticket: expect.any(String),
    displayName: 'sam guest',
    media: {
      audio: true,
      video: true,
      audioDeviceId: null,
      videoDeviceId: null,
    },
  });
  const tracks = latestFakeMediaDevices()?.tracks ?? [];
  expect(tracks.length).toBeGreaterThan(0);
  expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
});

it('watching: joins the audience with no camera or microphone asked for', async () => {
  const user = userEvent.setup();
  render(<Watch />);
  await lobbyOf('team standup');
  await user.click(screen.getByRole('radio', { name: text.modeWatch }));
  await user.type(nameField(), 'wanda');
  await user.click(screen.getByRole('button', { name: text.watchNow }));
  expect(
    await screen.findByText('Navigated to /meeting/k3x9p2m7qa'),
  ).toBeInTheDocument();
  expect(loadRoomPass('k3x9p2m7qa')).toMatchObject({
    displayName: 'wanda',
    media: { audio: false, video: false },
  });
  // The devices the preview opened before the choice are released.
  const tracks = latestFakeMediaDevices()?.tracks ?? [];
  expect(tracks.every((track) => track.readyState === 'ended')).toBe(true);
});

it('watching a full audience says so, and the watch button waits', async () => {
  render(<AudienceFull />);
  expect(await screen.findByText(text.audienceFullTitle)).toBeVisible();
  expect(screen.getByRole('button', { name: text.watchNow })).toBeDisabled();
  expect(screen.queryByRole('switch', { name: text.cameraToggle })).toBeNull();
});

it('asks for a name before joining', async () => {
  const user = userEvent.setup();
  render(<Ready />);
  await lobbyOf('team standup');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  expect(await screen.findByText('display name is required')).toBeVisible();
  expect(nameField()).toHaveFocus();
});

it('fills in the name of a signed-in person', async () => {
  render(<SignedIn />);
  await lobbyOf('team standup');
  await waitFor(() => expect(nameField()).toHaveValue('cleo creator'));
});

it('a wrong password is said under the password field, which gets the focus', async () => {
  const user = userEvent.setup();
  render(<Password />);
  await lobbyOf('team standup');
  await user.type(nameField(), 'sam guest');
  const password = screen.getByLabelText(text.roomPasswordLabel);
  await user.type(password, 'let me in');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  expect(
    await screen.findByText(roomErrorMessages.passwordWrong),
  ).toBeVisible();
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveFocus();
  await user.clear(password);
  await user.type(password, 'open-sesame');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  expect(
    await screen.findByText('Navigated to /meeting/k3x9p2m7qa'),
  ).toBeInTheDocument();
});

it('camera and microphone refused: says why and still joins, to listen only', async () => {
  const user = userEvent.setup();
  render(<PermissionDenied />);
  await heading('team standup');
  expect(
    await screen.findByText(
      text.mediaProblems.denied.title(text.mediaWhatBoth),
    ),
  ).toBeVisible();
  expect(screen.getByText(text.mediaForwardListenOnly)).toBeVisible();
  expect(
    screen.getByRole('switch', { name: text.cameraToggle }),
  ).not.toBeChecked();
  await user.type(nameField(), 'sam guest');
  await user.click(screen.getByRole('button', { name: text.joinListenOnly }));
  expect(
    await screen.findByText('Navigated to /meeting/k3x9p2m7qa'),
  ).toBeInTheDocument();
  expect(loadRoomPass('k3x9p2m7qa')?.media).toMatchObject({
    audio: false,
    video: false,
  });
});

it('a camera in use elsewhere: joins with audio only', async () => {
  const user = userEvent.setup();
  render(<CameraInUse />);
  await heading('team standup');
  expect(
    await screen.findByText(
      text.mediaProblems['in-use'].title(text.mediaWhatCamera),
    ),
  ).toBeVisible();
  expect(screen.getByText(text.mediaForwardAudioOnly)).toBeVisible();
  await user.type(nameField(), 'sam guest');
  await user.click(screen.getByRole('button', { name: text.joinAudioOnly }));
  await screen.findByText('Navigated to /meeting/k3x9p2m7qa');
  expect(loadRoomPass('k3x9p2m7qa')?.media).toMatchObject({
    audio: true,
    video: false,
  });
});

it('a full room says so with its capacity, and the join button waits', async () => {
  render(<Full />);
  await lobbyOf('team standup');
  expect(await screen.findByText(text.fullTitle)).toBeVisible();
  expect(
    screen.getByText(text.fullText(TIER_FEATURES.professional.participants)),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: text.joinNow })).toBeDisabled();
});

it('a locked room says so, and the join button waits', async () => {
  render(<Locked />);
  await lobbyOf('team standup');
  expect(await screen.findByText(text.lockedTitle)).toBeVisible();
  expect(screen.getByRole('button', { name: text.joinNow })).toBeDisabled();
});

it('a waiting room says the host lets people in', async () => {
  render(<WaitingRoom />);
  await lobbyOf('team standup');
  expect(await screen.findByText(text.waitingRoomText)).toBeVisible();
  expect(screen.getByRole('button', { name: text.joinNow })).toBeEnabled();
});

it('a refusal is shown in the api words, announced', async () => {
  const user = userEvent.setup();
  render(<JoinRefused />);
  await lobbyOf('team standup');
  await user.type(nameField(), 'sam guest');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  const alert = await screen.findByRole('alert');
  expect(
    await within(alert).findByText(roomErrorMessages.removed),
  ).toBeVisible();
});

it('an entry fee: asks for an email, then pays at the checkout', async () => {
  const user = userEvent.setup();
  const assign = jest
    .spyOn(pageLocation, 'assign')
    .mockImplementation(() => undefined);
  render(<Paid />);
  await lobbyOf('product demo');
  const pay = screen.getByRole('button', {
    name: text.payAndJoin(formatMoney(9.5, 'cad')),
  });
  await user.type(nameField(), 'sam guest');
  await user.click(pay);
  expect(
    await screen.findByText('please enter an email address'),
  ).toBeVisible();
  await user.type(
    screen.getByRole('textbox', { name: text.emailLabel }),
    'sam@example.com',
  );
  await user.click(pay);
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith(roomCheckoutUrl(paidRoom.roomId)),
  );
  expect(loadRoomPass(paidRoom.roomId)).toBeNull();
});

it('an email that paid before joins with the code mailed to it, without paying again', async () => {
  const user = userEvent.setup();
  const assign = jest.spyOn(pageLocation, 'assign');
  render(<Paid />);
  await lobbyOf('product demo');
  await user.type(nameField(), 'ada');
  await user.type(
    screen.getByRole('textbox', { name: text.emailLabel }),
    paidEntryEmail,
  );
  await user.click(
    screen.getByRole('button', {
      name: text.payAndJoin(formatMoney(9.5, 'cad')),
    }),
  );
  // Check your email: the code field appears, focused.
  expect(await screen.findByText(text.entryCodeTitle)).toBeVisible();
  expect(screen.getByText(text.entryCodeText(paidEntryEmail))).toBeVisible();
  const code = screen.getByRole('textbox', { name: text.entryCodeLabel });
  await waitFor(() => expect(code).toHaveFocus());
  const confirm = screen.getByRole('button', { name: text.confirmAndJoin });
  await user.click(confirm);
  expect(await screen.findByText(text.entryCodeRequired)).toBeVisible();
  await user.type(code, '000000');
  await user.click(confirm);
  expect(
    await screen.findByText(roomErrorMessages.entryCodeWrong),
  ).toBeVisible();
  await user.clear(code);
  await user.type(code, roomEntryCode);
  await user.click(confirm);
  await screen.findByText(`Navigated to /meeting/${paidRoom.roomId}`);
  expect(assign).not.toHaveBeenCalled();
});

it('the receipt’s link (?entry=…) lets this browser in with its name alone', async () => {
  const user = userEvent.setup();
  const assign = jest.spyOn(pageLocation, 'assign');
  render(<ReceiptLink />);
  await lobbyOf('product demo');
  expect(screen.getByText(text.entryLinkText)).toBeVisible();
  expect(
    screen.queryByRole('textbox', { name: text.emailLabel }),
  ).not.toBeInTheDocument();
  await user.type(nameField(), 'ada');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  await screen.findByText(`Navigated to /meeting/${paidRoom.roomId}`);
  expect(assign).not.toHaveBeenCalled();
});

it('back from the checkout (?paid=1&email=…): joins with that email', async () => {
  const user = userEvent.setup();
  sessionStorage.setItem(`ruume.lobby-name.${paidRoom.roomId}`, 'ada');
  render(<PaidReturn />);
  await lobbyOf('product demo');
  expect(screen.getByText(text.paidText(paidEntryEmail))).toBeVisible();
  // Paid: the room no longer says joining costs its fee.
  expect(
    screen.queryByText(text.paidHint(formatMoney(9.5, 'cad'))),
  ).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: text.emailLabel })).toHaveValue(
    paidEntryEmail,
  );
  expect(nameField()).toHaveValue('ada');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  await screen.findByText(`Navigated to /meeting/${paidRoom.roomId}`);
  expect(loadRoomPass(paidRoom.roomId)?.displayName).toBe('ada');
});

it('back from the checkout before the payment is confirmed: waits for it, then joins, paying nothing more', async () => {
  const user = userEvent.setup();
  const assign = jest.spyOn(pageLocation, 'assign');
  render(<PaidReturnConfirmedLate />);
  await lobbyOf('product demo');
  await user.type(nameField(), 'ada');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  await screen.findByText(
    `Navigated to /meeting/${paidRoom.roomId}`,
    {},
    { timeout: 5000 },
  );
  expect(assign).not.toHaveBeenCalled();
});

it('back from the checkout and the payment never confirmed: says so, and opens no second checkout', async () => {
  const user = userEvent.setup();
  const assign = jest.spyOn(pageLocation, 'assign');
  render(<PaymentNotConfirmed />);
  await lobbyOf('product demo');
  await user.type(nameField(), 'ada');
  await user.click(screen.getByRole('button', { name: text.joinNow }));
  expect(
    await screen.findByText(text.paymentNotConfirmed, {}, { timeout: 10_000 }),
  ).toBeVisible();
  expect(assign).not.toHaveBeenCalled();
  expect(loadRoomPass(paidRoom.roomId)).toBeNull();
});

it('plays a video background muted, on a loop', async () => {
  const { container } = render(<Video />);
  await heading('focus flow');
  const video = container.querySelector('[data-media="video"] video');
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
  expect(screen.getByLabelText(text.roomPasswordLabel)).toBeVisible();
  expect(screen.getByRole('textbox', { name: text.emailLabel })).toBeVisible();
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
