import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { Stack } from '../stack/stack';
import { TextField } from './text-field';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'email', type: 'email', placeholder: 'email', required: true },
  argTypes: {
    leadingIcon: {
      control: 'select',
      options: [undefined, 'mail', 'lock', 'search', 'user'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'new email',
    hint: 'a verification email will be sent to the new address.',
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'guest@example.com',
    error: 'Something went wrong. Please try again.',
  },
};

export const WithLeadingIcon: Story = { args: { leadingIcon: 'mail' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'host@ruume.example' },
};

export const PasswordWithReveal: Story = {
  render: function PasswordStory() {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        label="new password"
        type={visible ? 'text' : 'password'}
        leadingIcon="lock"
        hint="minimum 8 characters, with upper and lower case, a number and a symbol."
        trailing={
          <IconButton
            icon={visible ? 'eye-off' : 'eye'}
            label={visible ? 'Hide password' : 'Show password'}
            size="sm"
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    );
  },
};

export const Form: Story = {
  render: () => (
    <Stack gap={5}>
      <TextField label="current email" type="email" autoComplete="email" />
      <TextField label="new email" type="email" />
      <TextField
        label="confirm new email"
        type="email"
        error="new emails do not match"
      />
    </Stack>
  ),
};
