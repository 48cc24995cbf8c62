import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Badge } from './badge';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'save 17%', tone: 'success' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Badge>house</Badge>
      <Badge tone="primary">professional</Badge>
      <Badge tone="success">onboarded</Badge>
      <Badge tone="warning">pending</Badge>
      <Badge tone="danger">payouts disabled</Badge>
      <Badge tone="info">free trial</Badge>
    </Stack>
  ),
};
