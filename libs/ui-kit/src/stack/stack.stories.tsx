import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'ui-kit/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { direction: 'row', gap: 3, align: 'center', wrap: true },
  argTypes: {
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Row: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button>Donate</Button>
      <Button variant="secondary">Skip</Button>
    </Stack>
  ),
};

export const Column: Story = {
  args: { direction: 'column', align: 'stretch' },
  render: (args) => (
    <Stack {...args}>
      <Button>Continue</Button>
      <Button variant="ghost">back to home</Button>
    </Stack>
  ),
};
