import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Badge } from '../badge/badge';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { SegmentedControl } from './segmented-control';

const meta = {
  title: 'ui-kit/SegmentedControl',
  component: SegmentedControl,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'One choice out of two to four options shown side by side, each always visible: the month / year billing cycle, a view switch. An option can carry an `adornment` such as a `Badge`.',
          '',
          '- **SegmentedControl vs Toggle vs Tabs vs SelectField:** pick `SegmentedControl` for a few mutually exclusive values that change what is shown; `Toggle` for one setting that is on or off; `Tabs` to switch between panels of content; `SelectField` when there are many options or it is part of a form.',
          "- **Do** keep labels to one word and the number of options small. Controlled (`value` + `onValueChange`) or not (`defaultValue`, first option otherwise). **Don't** use it to trigger actions.",
          '- **Accessibility:** a `radiogroup` named by `label` ("billing cycle"), made of `radio` buttons with `aria-checked`. Tab enters at the selected option; arrow keys (and Home/End) move and select; disabled options are skipped.',
          '',
          '```tsx',
          "import { SegmentedControl } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'billing cycle',
    options: [
      { value: 'month', label: 'month' },
      {
        value: 'year',
        label: 'year',
        adornment: <Badge tone="success">save 17%</Badge>,
      },
    ],
    defaultValue: 'month',
    fullWidth: false,
    onValueChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    options: {
      control: false,
      description: 'The choices: `{ value, label, adornment?, disabled? }`.',
    },
    defaultValue: {
      control: 'inline-radio',
      options: ['month', 'year'],
      description:
        'Initially selected value (uncontrolled), read when it mounts.',
    },
    value: {
      control: 'inline-radio',
      options: ['month', 'year'],
      description: 'Selected value (controlled): pair it with `onValueChange`.',
    },
    fullWidth: {
      control: 'boolean',
      description: 'Stretch the options to fill the container.',
    },
    className: { control: false },
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month / year billing cycle, with a badge on the yearly option. */
export const BillingCycle: Story = {};

/** Stretched to the width of its container. */
export const FullWidth: Story = {
  args: { fullWidth: true },
  parameters: { layout: 'padded' },
};

/** Controlled: the selection drives the price shown below. */
export const WithPrice: Story = {
  render: function BillingCycleWithPrice(args) {
    const [cycle, setCycle] = useState('year');
    return (
      <Stack gap={4} align="start">
        <SegmentedControl {...args} value={cycle} onValueChange={setCycle} />
        <Text size="lg" weight="semibold">
          {cycle === 'year' ? '$120 / year' : '$12 / month'}
        </Text>
      </Stack>
    );
  },
};
