import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fn } from 'storybook/test';
import { iconNames } from '../icon/icon-paths';
import { Stack } from '../stack/stack';
import { Button } from './button';

const meta = {
  title: 'ui-kit/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The button for actions: submit a form, confirm, open a dialog, start something. Labelled with a verb ("Continue", "Copy link").',
          '',
          '- **Button vs TextLink vs IconButton:** `Button` performs an action, or is the main call to action of a view even when it navigates (`as={Link} to="/dashboard"`, `as="a" href=…`). `TextLink` is for navigation inside running text. `IconButton` is for compact, icon-only actions (copy, close, reveal password).',
          '- **Variants:** one `primary` per view; `secondary` for the alternative (Skip, Cancel); `ghost` for low emphasis; `danger` only to confirm something destructive.',
          '- **Do** set `busy` while a request runs: it shows a spinner, keeps the width, sets `aria-busy` and blocks clicks; `busyLabel` swaps the text ("Checking..."). **Don\'t** disable a submit button to signal invalid input; show the field errors instead.',
          '- **Accessibility:** a native `<button type="button">` by default (pass `type="submit"` in forms). Rendered as a link, `disabled`/`busy` become `aria-disabled` and clicks are swallowed; `disabled` also takes it out of the tab order. Icons are decorative, so the text must name the action.',
          '',
          '```tsx',
          "import { Button } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    children: 'Continue',
    variant: 'primary',
    size: 'md',
    busy: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    children: { control: 'text', description: 'The label: a verb.' },
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger'],
      description:
        'Emphasis: one primary per view, danger for destructive actions.',
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    fullWidth: {
      control: 'boolean',
      description: 'Stretch to the width of the container (forms on phones).',
    },
    disabled: { control: 'boolean' },
    busyLabel: { control: 'text' },
    leadingIcon: {
      control: 'select',
      options: [undefined, ...iconNames],
      description:
        'Icon before the label (replaced by the spinner while busy).',
    },
    trailingIcon: {
      control: 'select',
      options: [undefined, ...iconNames],
      description: 'Icon after the label, e.g. `external-link`.',
    },
    type: {
      control: 'inline-radio',
      options: ['button', 'submit', 'reset'],
      description: "Native button type; defaults to 'button'.",
    },
    as: { control: false },
    to: { control: false },
    replace: { control: false },
    ref: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: a primary, medium button; every prop is in the controls. */
export const Primary: Story = {};

/** The four variants, from most to least emphasis, and danger. */
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

/** Small, medium (default) and large; large suits the single action of a public page. */
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

/** Leading and trailing icons support the label, never replace it. */
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

/** While a request runs: spinner, optional busy label, aria-busy, no clicks. */
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

/** Unavailable: greyed out and not clickable. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Save' },
};

/** Stretched to its container, as in forms on phones. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
};

/** Navigates like a link (react-router `Link`) but looks like a button. */
export const AsRouterLink: Story = {
  render: (args) => (
    <Button {...args} as={Link} to="/dashboard" variant="secondary">
      back to home
    </Button>
  ),
};
