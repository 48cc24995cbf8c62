import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareBadge } from './share-badge';

const meta = {
  title: 'share/components/ShareBadge',
  component: ShareBadge,
  parameters: { layout: 'padded' },
  args: { icon: 'lock' },
} satisfies Meta<typeof ShareBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recording must be paid for. */
export const Lock: Story = {};

/** Donations only. */
export const Heart: Story = { args: { icon: 'heart' } };
