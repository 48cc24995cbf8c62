import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Stack } from '../stack/stack';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Continue',
    variant: 'primary',
    size: 'md',
    busy: false,
    disabled: false,
    fullWidth: false,
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    as: { control: false },
    onClick: { action: 'clicked' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} variant="primary">
        Continue
      </Button>
      <Button {...args} variant="secondary">
        Skip
      </Button>
      <Button {...args} variant="ghost">
        back to home
      </Button>
      <Button {...args} variant="danger">
        Disconnect
      </Button>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Stack>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} leadingIcon="heart">
        Donate
      </Button>
      <Button {...args} variant="secondary" leadingIcon="copy">
        Copy link
      </Button>
      <Button {...args} variant="ghost" trailingIcon="external-link">
        upgrade
      </Button>
    </Stack>
  ),
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Checking...' },
};

/** Click to see the busy state keep the button's width while the request runs. */
export const BusyToggle: Story = {
  render: function BusyToggleStory(args) {
    const [busy, setBusy] = useState(false);
    return (
      <Button
        {...args}
        busy={busy}
        busyLabel="Checking..."
        onClick={() => {
          setBusy(true);
          setTimeout(() => setBusy(false), 1500);
        }}
      >
        Continue
      </Button>
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Save' },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
};

export const AsRouterLink: Story = {
  render: (args) => (
    <Button {...args} as={Link} to="/dashboard" variant="secondary">
      back to home
    </Button>
  ),
};
