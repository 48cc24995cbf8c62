import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Badge } from '../badge/badge';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { SegmentedControl } from './segmented-control';

const meta = {
  title: 'ui-kit/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  args: {
    label: 'billing cycle',
    options: [
      { value: 'month', label: 'month' },
      {
        value: 'year',
        label: 'year',
        adornment: <Badge tone="success">save 17%</Badge>,
      },
    ],
    defaultValue: 'month',
    fullWidth: false,
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BillingCycle: Story = {};

export const FullWidth: Story = {
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
};

export const WithPrice: Story = {
  render: function BillingCycleWithPrice(args) {
    const [cycle, setCycle] = useState('year');
    return (
      <Stack gap={4} align="start">
        <SegmentedControl {...args} value={cycle} onValueChange={setCycle} />
        <Text size="lg" weight="semibold">
          {cycle === 'year' ? '$120 / year' : '$12 / month'}
        </Text>
      </Stack>
    );
  },
};
