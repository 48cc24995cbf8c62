import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'ui-kit/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: {
    label: 'storage',
    value: 64,
    valueText: '3.2 GB of 5 GB',
    tone: 'primary',
    size: 'md',
  },
  argTypes: {
    value: { control: { type: 'range', min: -20, max: 150, step: 1 } },
    tone: {
      control: 'inline-radio',
      options: ['primary', 'success', 'warning', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Storage: Story = {};

export const OverQuotaIsCapped: Story = {
  args: { value: 130, valueText: '6.5 GB of 5 GB', tone: 'danger' },
};

export const States: Story = {
  render: () => (
    <Stack gap={6}>
      <ProgressBar label="uploading weekly sync" value={12} />
      <ProgressBar
        label="processing"
        value={100}
        tone="success"
        valueText="processing…"
      />
      <ProgressBar
        label="storage"
        value={92}
        tone="warning"
        valueText="4.6 GB of 5 GB"
        size="sm"
      />
    </Stack>
  ),
};
