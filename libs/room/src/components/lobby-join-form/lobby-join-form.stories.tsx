import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  roomErrorMessages,
  type JoinRoomRequest,
  lobbyMessages as text,
} from '@ruume/contracts';
import { LobbyJoinForm, type JoinOutcome } from './lobby-join-form';

const meta = {
  title: 'room/components/LobbyJoinForm',
  component: LobbyJoinForm,
  args: {
    defaultDisplayName: '',
    passwordRequired: false,
    fee: null,
    paidEmail: null,
    joinLabel: text.joinNow,
    blocked: false,
    onJoin: fn(async (): Promise<JoinOutcome> => ({ done: true })),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LobbyJoinForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};

export const SignedIn: Story = { args: { defaultDisplayName: 'cleo creator' } };

export const Password: Story = { args: { passwordRequired: true } };

export const Paid: Story = { args: { fee: '$15.00' } };

export const PaidReturn: Story = {
  args: { fee: null, paidEmail: 'ada@example.com' },
};

export const AudioOnly: Story = { args: { joinLabel: text.joinAudioOnly } };

/** Full or locked: the button waits. */
export const Blocked: Story = { args: { blocked: true } };

/** The room asks for a password the entry did not mention: the field appears, focused. */
export const PasswordAsked: Story = {
  args: {
    defaultDisplayName: 'sam guest',
    onJoin: fn(
      async (): Promise<JoinOutcome> => ({
        done: false,
        message: roomErrorMessages.passwordRequired,
        ask: 'password',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.joinNow }));
    const field = await canvas.findByLabelText(text.roomPasswordLabel);
    await expect(
      await canvas.findByText(roomErrorMessages.passwordRequired),
    ).toBeVisible();
    await expect(field).toHaveFocus();
  },
};

/** A refusal with no field: above the button, announced. */
export const Refused: Story = {
  args: {
    defaultDisplayName: 'sam guest',
    onJoin: fn(
      async (): Promise<JoinOutcome> => ({
        done: false,
        message: roomErrorMessages.roomLocked,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.joinNow }));
    await canvas.findByText(roomErrorMessages.roomLocked);
  },
};

/** Joins that ask for the code mailed to the email, then answer `withCode` once one is sent. */
const askingForCode = (withCode: JoinOutcome) =>
  fn(
    async (request: JoinRoomRequest): Promise<JoinOutcome> =>
      request.entryCode
        ? withCode
        : {
            done: false,
            message: text.entryCodeText(request.email ?? ''),
            ask: 'entryCode',
          },
  );

/** Types a payer's email and pays: the code is asked for. */
async function typePayersEmail(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: text.emailLabel }),
    'ada@example.com',
  );
  await userEvent.click(
    canvas.getByRole('button', { name: text.payAndJoin('$15.00') }),
  );
  return canvas;
}

/** A payer's email typed here: check your email, and the code field, focused. */
export const EntryCodeAsked: Story = {
  args: {
    defaultDisplayName: 'ada',
    fee: '$15.00',
    onJoin: askingForCode({ done: true }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await typePayersEmail(canvasElement);
    await expect(await canvas.findByText(text.entryCodeTitle)).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: text.entryCodeLabel }),
      ).toHaveFocus(),
    );
    await expect(
      canvas.getByRole('button', { name: text.confirmAndJoin }),
    ).toBeVisible();
  },
};

/** A wrong, expired or used code: under the code field. */
export const EntryCodeWrong: Story = {
  args: {
    defaultDisplayName: 'ada',
    fee: '$15.00',
    onJoin: askingForCode({
      done: false,
      message: roomErrorMessages.entryCodeWrong,
      field: 'entryCode',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await typePayersEmail(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: text.entryCodeLabel }),
      '123456',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: text.confirmAndJoin }),
    );
    await expect(
      await canvas.findByText(roomErrorMessages.entryCodeWrong),
    ).toBeVisible();
  },
};
