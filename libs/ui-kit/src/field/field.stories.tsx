import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field';

const meta = {
  title: 'ui-kit/Field',
  component: Field,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The label / hint / error frame behind TextField and SelectField. Use it directly to wire a custom control.',
      },
    },
  },
  args: {
    label: 'Recording name',
    hint: 'shown to buyers on the share page',
    children: (control) => <input {...control} defaultValue="weekly sync" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNativeInput: Story = {};

export const WithError: Story = {
  args: { error: 'Please enter a name for your recording' },
};
