import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Text } from './text';

const meta = {
  title: 'ui-kit/Text',
  component: Text,
  tags: ['autodocs'],
  args: {
    children: 'sorry, this recording is no longer available.',
    size: 'md',
    tone: 'default',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'primary', 'success', 'warning', 'danger'],
    },
    weight: {
      control: 'inline-radio',
      options: ['regular', 'medium', 'semibold', 'bold'],
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack gap={2}>
      <Text>default — Your download will start shortly…</Text>
      <Text tone="muted">
        muted — Please contact the meeting host if you believe this was a
        mistake.
      </Text>
      <Text tone="primary">primary — support the creator</Text>
      <Text tone="success">success — password successfully updated</Text>
      <Text tone="warning">warning — your plan renews tomorrow</Text>
      <Text tone="danger">
        danger — Something went wrong. Please try again.
      </Text>
    </Stack>
  ),
};
