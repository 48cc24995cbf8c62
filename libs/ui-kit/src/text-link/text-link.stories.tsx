import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../text/text';
import { TextLink } from './text-link';

const meta = {
  title: 'ui-kit/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  args: { href: '#download', children: 'click here' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <Text tone="muted">
      Your download will start shortly… If it does not, <TextLink {...args} />.
    </Text>
  ),
};

export const InAppLink: Story = {
  args: {
    href: undefined,
    to: '/auth/forgot-password',
    children: 'forgot password?',
  },
};
