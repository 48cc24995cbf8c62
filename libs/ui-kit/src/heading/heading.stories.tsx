import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Heading } from './heading';

const meta = {
  title: 'ui-kit/Heading',
  component: Heading,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A heading on the type scale. `level` sets the element (`h1`–`h6`, default `h2`) and a matching size; `size` changes the look without touching the document outline.',
          '',
          '- **Heading vs Text:** titles of pages, cards and sections are `Heading`s; everything else is `Text`. Never fake a heading with bold `Text`, and never pick a level for its size.',
          '- **Do** give every page exactly one `level={1}` and go down one level at a time (h1 → h2 → h3). When a card title must look small but is an h2, write `level={2} size="lg"`.',
          '- **Accessibility:** screen-reader users navigate by headings, so the levels must describe the structure. Every `<h2>` prop passes through (`id` for `aria-labelledby`, etc.).',
          '',
          '```tsx',
          "import { Heading } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { children: 'access file / recording', level: 1 },
  argTypes: {
    children: { control: 'text' },
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: {
      control: 'select',
      options: [undefined, 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'],
    },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page title (h1); change the level and size in the controls. */
export const Default: Story = {};

/** The six levels at their default sizes. */
export const Scale: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={1}>h1 · access file / recording</Heading>
      <Heading level={2}>h2 · subscription</Heading>
      <Heading level={3}>h3 · support the creator</Heading>
      <Heading level={4}>h4 · payment methods</Heading>
      <Heading level={5}>h5 · invoices</Heading>
      <Heading level={6}>h6 · storage</Heading>
    </Stack>
  ),
};
