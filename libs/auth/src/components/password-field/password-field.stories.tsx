import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'auth/components/PasswordField',
  component: PasswordField,
  args: { label: 'password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithError: Story = {
  args: { defaultValue: 'secret', error: 'incorrect email or password' },
};
