import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@ruume/ui-kit';
import { AuthLayout } from './auth-layout';

const meta = {
  title: 'auth/components/AuthLayout',
  component: AuthLayout,
  args: { children: <Text>the page's form goes here.</Text> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAside: Story = {};
export const WithoutAside: Story = { args: { showAside: false } };
