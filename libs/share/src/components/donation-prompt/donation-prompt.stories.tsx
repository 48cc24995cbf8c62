import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { shareMessages } from '@ruume/contracts';
import { DonationPrompt } from './donation-prompt';

const meta = {
  title: 'share/components/DonationPrompt',
  component: DonationPrompt,
  parameters: { layout: 'padded' },
  args: { onDonate: fn(), onSkip: fn() },
} satisfies Meta<typeof DonationPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Donate, or skip to the download. */
export const Idle: Story = {};

/** The donation's checkout is being created: Donate waits. */
export const Donating: Story = { args: { donating: true } };

/** The donation's checkout failed: the message under the buttons. */
export const WithError: Story = {
  args: { error: shareMessages.somethingWentWrong },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      shareMessages.somethingWentWrong,
    );
  },
};
