import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { liveRoomMessages } from '@ruume/contracts';
import { withLiveStage } from '../../test-support/stage-fixtures';
import { demoTemplate } from '../../testing';
import { LiveLinksPanel } from './live-links-panel';

const text = liveRoomMessages;

const meta = {
  title: 'room/components/LiveLinksPanel',
  component: LiveLinksPanel,
  args: { links: demoTemplate.embeddedLinks, onClose: fn() },
  decorators: [withLiveStage({ height: '24rem' })],
} satisfies Meta<typeof LiveLinksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template's links, each opening in a new tab. */
export const WithLinks: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'release notes' }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** A room without links. */
export const Empty: Story = {
  args: { links: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(text.linksEmpty),
    ).toBeInTheDocument();
  },
};
