import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'ui-kit/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'Lays its children out in a row or a column with a gap from the spacing scale (`theme.space`, a 4 px grid), so pages need no ad-hoc margins.',
          '',
          '- **Use** it for almost every layout inside a page or card: a form (column, `gap={4}`), a row of buttons (`direction="row"`, `gap={2}`), a heading with its text (`gap={2}`). Nest stacks for two dimensions.',
          "- **Do** pick gaps from the scale (see Foundations › Spacing) and use `wrap` for rows that must fit on phones. **Don't** add margins to children to space them; change the gap instead.",
          '- **Accessibility:** a `<div>` by default with no semantics; pass `as="ul"`/`"ol"` (with `<li>` children), `"form"` or `"section"` when the group means something. Visual order follows DOM order, so keyboard and reading order stay the same.',
          '',
          '```tsx',
          "import { Stack } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { direction: 'row', gap: 3, align: 'center', wrap: true },
  argTypes: {
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    align: {
      control: 'select',
      options: [undefined, 'start', 'center', 'end', 'stretch', 'baseline'],
      description: 'Alignment across the direction (align-items).',
    },
    justify: {
      control: 'select',
      options: [undefined, 'start', 'center', 'end', 'between'],
      description: 'Distribution along the direction (justify-content).',
    },
    wrap: {
      control: 'boolean',
      description: 'Let items wrap onto new lines (rows on narrow screens).',
    },
    as: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two buttons in a wrapping row. */
export const Row: Story = {
  render: (args) => (
    <Stack {...args}>
      <Button>Donate</Button>
      <Button variant="secondary">Skip</Button>
    </Stack>
  ),
};

/** A column of full-width actions, as at the end of a public page. */
export const Column: Story = {
  args: { direction: 'column', align: 'stretch' },
  render: (args) => (
    <Stack {...args}>
      <Button>Continue</Button>
      <Button variant="ghost">back to home</Button>
    </Stack>
  ),
};
