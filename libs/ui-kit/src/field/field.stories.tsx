import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field';

const meta = {
  title: 'ui-kit/Field',
  component: Field,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The label / hint / error frame behind `TextField` and `SelectField`. Its `children` is a function that receives the `id`, `aria-describedby` and `aria-invalid` to spread on the control.',
          '',
          '- **Field vs TextField vs SelectField:** for a text input use `TextField`, for a native select `SelectField`. Reach for `Field` only to wire a custom control (a date picker, a file input) so it gets the same label, hint and error.',
          "- **Do** always give a visible `label` (use `hideLabel` only when the context already shows what the control is, e.g. a search box with an icon). **Don't** use the placeholder as the label.",
          '- **Accessibility:** the label is tied to the control by `for`/`id`; hint and error are linked through `aria-describedby` (error first), an error sets `aria-invalid` and is announced (`role="alert"`). Pass your own description ids in `describedBy`.',
          '',
          '```tsx',
          "import { Field } from '@ruume/ui-kit';",
          '',
          '<Field label="name" hint="shown to buyers">{(control) => <input {...control} />}</Field>',
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'Recording name',
    hint: 'shown to buyers on the share page',
    hideLabel: false,
    children: (control) => <input {...control} defaultValue="weekly sync" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    hideLabel: { control: 'boolean' },
    id: {
      control: 'text',
      description: 'Id of the control; generated when omitted.',
    },
    describedBy: { control: 'text' },
    className: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain `<input>` wired through the render function: label, hint and ids. */
export const WithNativeInput: Story = {};

/** With an error: the input is marked invalid and the message is announced. */
export const WithError: Story = {
  args: { error: 'Please enter a name for your recording' },
};
