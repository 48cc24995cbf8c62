import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Toggle } from './toggle';

const meta = {
  title: 'ui-kit/Toggle',
  component: Toggle,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'An on/off switch for a setting that takes effect at once ("accept donations", "monetize this recording"), with a clickable label and an optional description.',
          '',
          '- **Toggle vs SegmentedControl:** use `Toggle` for one setting that is either on or off and applies immediately; `SegmentedControl` to choose between two or more named values (month / year). Use `labelPosition="start"` in settings rows where the label leads.',
          '- **Do** name the setting, not the action ("accept donations", not "turn on donations"), and explain consequences in `description`. Controlled (`checked` + `onCheckedChange`) or not (`defaultChecked`). **Don\'t** put it in a form that still needs a submit.',
          '- **Accessibility:** a `<button role="switch">` with `aria-checked`, named by its `<label>` and described by `description`. Space or Enter toggles; `disabled` removes it from the tab order. `hideLabel` keeps the label for screen readers only.',
          '',
          '```tsx',
          "import { Toggle } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'accept donations',
    defaultChecked: true,
    disabled: false,
    hideLabel: false,
    labelPosition: 'end',
    onCheckedChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    checked: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
    disabled: { control: 'boolean' },
    hideLabel: {
      control: 'boolean',
      description: 'Keep the label for screen readers only.',
    },
    labelPosition: { control: 'inline-radio', options: ['start', 'end'] },
    id: { control: false },
    className: { control: false },
    ref: { control: false },
  },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A switch that starts on. */
export const On: Story = {};

/** A switch that starts off. */
export const Off: Story = {
  args: { defaultChecked: false, label: 'monetize this recording' },
};

/** With a description under the label, read as the switch's description. */
export const WithDescription: Story = {
  args: { description: 'visitors can tip you after watching the recording.' },
};

/** Disabled, with a description saying why. */
export const Disabled: Story = {
  args: {
    disabled: true,
    label: 'audience mode',
    description: 'available on student and business plans.',
  },
};

/** Controlled: the parent keeps the state and shows what it means. */
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
