import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { API_ERRORS, monetizationMessages } from '@ruume/contracts';
import { SummaryUpsell } from './summary-upsell';

const meta = {
  title: 'monetization/components/SummaryUpsell',
  component: SummaryUpsell,
  args: { message: API_ERRORS.AI_SUMMARY_NOT_IN_PLAN.message },
} satisfies Meta<typeof SummaryUpsell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** House: what the feature gives, the api's words, the way to the plans. */
export const NotInPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: monetizationMessages.summary.seePlans }),
    ).toBeVisible();
  },
};
