import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { iconNames } from '../icon/icon-paths';
import { IconButton } from '../icon-button/icon-button';
import { Stack } from '../stack/stack';
import { TextField } from './text-field';

const meta = {
  title: 'ui-kit/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled text input with optional hint, error, leading icon and a trailing control, built on `Field`. Every input prop and the ref reach the `<input>`, so `<TextField label="email" {...register(\'email\')} />` works with react-hook-form.',
          '',
          '- **TextField vs SelectField vs Field:** free text (email, name, password, search) is a `TextField`; a choice from a list is a `SelectField`; a custom control gets its label and messages from `Field`.',
          "- **Do** always set a visible `label` and the right `type` / `autoComplete`; put rules in `hint` and problems in `error` (one sentence, how to fix it). `trailing` takes a small control, e.g. an `IconButton` that reveals a password. **Don't** use the placeholder as the label.",
          '- **Accessibility:** label tied by `for`/`id`; hint and error linked with `aria-describedby`; an error sets `aria-invalid` and is announced (`role="alert"`) with an icon, so it is not told by colour alone. The leading icon is decorative.',
          '',
          '```tsx',
          "import { TextField } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'email',
    type: 'email',
    placeholder: 'email',
    required: true,
    disabled: false,
    hideLabel: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: {
      control: 'text',
      description: 'Help text under the input, linked with aria-describedby.',
    },
    error: { control: 'text' },
    hideLabel: {
      control: 'boolean',
      description: 'Keep the label for screen readers only.',
    },
    type: {
      control: 'select',
      options: ['text', 'email', 'password', 'search', 'tel', 'url', 'number'],
    },
    placeholder: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    leadingIcon: {
      control: 'select',
      options: [undefined, ...iconNames],
      description: 'A decorative icon inside the start of the field.',
    },
    trailing: { control: false },
    className: { control: false },
    ref: { control: false },
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

/** A required email field; try the controls for hint, error and icon. */
export const Default: Story = {};

/** A hint under the field, read as its description. */
export const WithHint: Story = {
  args: {
    label: 'new email',
    hint: 'a verification email will be sent to the new address.',
  },
};

/** With an error: invalid, announced, linked to the input. */
export const WithError: Story = {
  args: {
    defaultValue: 'guest@example.com',
    error: 'Something went wrong. Please try again.',
  },
};

/** A leading icon hints at the content. */
export const WithLeadingIcon: Story = { args: { leadingIcon: 'mail' } };

/** Disabled: the value is shown but cannot be changed. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'host@ruume.example' },
};

/** A password field whose trailing IconButton shows or hides the password. */
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

/** A short form: fields stacked with a gap, one with an error. */
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
