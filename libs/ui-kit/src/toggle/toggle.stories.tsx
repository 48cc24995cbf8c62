import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Toggle } from './toggle';

const meta = {
  title: 'ui-kit/Toggle',
  component: Toggle,
  tags: ['autodocs'],
  args: {
    label: 'accept donations',
    defaultChecked: true,
    disabled: false,
    labelPosition: 'end',
  },
  argTypes: {
    labelPosition: { control: 'inline-radio', options: ['start', 'end'] },
  },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};

export const Off: Story = {
  args: { defaultChecked: false, label: 'monetize this recording' },
};

export const WithDescription: Story = {
  args: { description: 'visitors can tip you after watching the recording.' },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    label: 'audience mode',
    description: 'available on student and business plans.',
  },
};

export const Controlled: Story = {
  render: function ControlledToggle() {
    const [on, setOn] = useState(false);
    return (
      <Stack gap={3}>
        <Toggle
          label="monetize this recording"
          checked={on}
          onCheckedChange={setOn}
        />
        <Text tone="muted" size="sm">
          {on
            ? 'buyers pay before downloading.'
            : 'anyone with the link can download.'}
        </Text>
      </Stack>
    );
  },
};
