import type { Meta, StoryObj } from '@storybook/react-vite';
import { duskImageUrl, flowVideoUrl } from '../../test-support/template-media';
import { TemplatePreview } from './template-preview';

const meta = {
  title: 'meeting/components/TemplatePreview',
  component: TemplatePreview,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { name: 'weekly team sync', background: null },
} satisfies Meta<typeof TemplatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = { args: { name: '' } };

/** An image, two links, a password and an entry fee. */
export const Image: Story = {
  args: {
    background: { kind: 'image', src: duskImageUrl },
    links: [
      { title: 'agenda', url: 'https://docs.example.com/agenda' },
      { title: 'slides', url: 'https://slides.example.com/q3' },
    ],
    passwordRequired: true,
    fee: { amount: '15', currency: 'usd' },
  },
};

/** A looping muted video. */
export const Video: Story = {
  args: { background: { kind: 'video', src: flowVideoUrl } },
};

/** A YouTube video: its still, marked as YouTube. */
export const Youtube: Story = {
  args: {
    name: 'product demo',
    background: {
      kind: 'youtube',
      link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    },
  },
};
