import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './select-field';

const meta = {
  title: 'ui-kit/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'currency',
    options: [
      { value: 'usd', label: 'usd' },
      { value: 'cad', label: 'cad' },
    ],
    defaultValue: 'usd',
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

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'buyers pay in this currency' },
};

export const WithError: Story = { args: { error: 'choose a currency' } };

export const Disabled: Story = { args: { disabled: true } };
