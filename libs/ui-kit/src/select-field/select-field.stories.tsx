import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'ui-kit/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          "A labelled native `<select>` with hint and error, built on `Field`. Every select prop and the ref reach the `<select>`, so it works with react-hook-form's `register`.",
          '',
          '- **SelectField vs SegmentedControl vs TextField:** use a select for one choice out of many (currency, country) inside a form; for two to four options that should all be visible use `SegmentedControl`; for free input use `TextField`.',
          "- **Do** pass `options` (`{ value, label, disabled? }`) or `<option>` children, and preselect a sensible default. **Don't** use an empty first option as the label.",
          '- **Accessibility:** a native select, so keyboard and screen-reader support come from the browser. The label is tied by `for`/`id`; `hint` and `error` are linked with `aria-describedby`, and an error sets `aria-invalid` and is announced.',
          '',
          '```tsx',
          "import { SelectField } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'currency',
    options: [
      { value: 'usd', label: 'usd' },
      { value: 'cad', label: 'cad' },
    ],
    defaultValue: 'usd',
    hideLabel: false,
    disabled: false,
    required: false,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    hint: {
      control: 'text',
      description: 'Help text under the select, linked with aria-describedby.',
    },
    error: {
      control: 'text',
      description: 'Error text: marks the select invalid and is announced.',
    },
    hideLabel: {
      control: 'boolean',
      description: 'Keep the label for screen readers only.',
    },
    options: { control: 'object' },
    defaultValue: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    className: { control: false },
    ref: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The currency select with its default value. */
export const Default: Story = {};

/** A hint under the select explains the choice. */
export const WithHint: Story = {
  args: { hint: 'buyers pay in this currency' },
};

/** With an error: invalid, announced and linked to the select. */
export const WithError: Story = { args: { error: 'choose a currency' } };

/** Disabled: shown but not changeable. */
export const Disabled: Story = { args: { disabled: true } };
