import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotForSaleNotice } from './not-for-sale-notice';

const meta = {
  title: 'share/components/NotForSaleNotice',
  component: NotForSaleNotice,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotForSaleNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A priced recording whose creator cannot take payments now. */
export const Shown: Story = {};
