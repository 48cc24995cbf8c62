import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shareMessages } from '@ruume/contracts';
import { ShareError } from './share-error';

const meta = {
  title: 'share/components/ShareError',
  component: ShareError,
  parameters: { layout: 'padded' },
  args: { children: shareMessages.somethingWentWrong },
} satisfies Meta<typeof ShareError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed call's message with a warning icon, announced. */
export const WithMessage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      shareMessages.somethingWentWrong,
    );
  },
};
