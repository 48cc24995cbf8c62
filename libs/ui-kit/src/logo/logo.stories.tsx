import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Logo } from './logo';

const meta = {
  title: 'ui-kit/Logo',
  component: Logo,
  tags: ['autodocs'],
  args: { size: 'md', markOnly: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack gap={4}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo size="lg" markOnly />
    </Stack>
  ),
};
