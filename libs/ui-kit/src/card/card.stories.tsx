import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { Card } from './card';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A white surface with a hairline border and rounded corners: the container of settings panels, pricing plans and the content of public pages.',
          '',
          '- **Use** it to group content that belongs together and stands apart from the page. `padding` takes a step of the spacing scale (desktop; phones use a tighter fixed step). `elevated` adds a stronger shadow for cards floating over the page.',
          "- **Card vs layouts:** `PublicPageLayout` already puts its content in a card, so don't wrap it again. Lay out the inside with `Stack`.",
          "- **Do** keep one topic per card, headed by a `Heading` of the right level. **Don't** nest cards or make the whole card clickable; put a `Button` or `TextLink` inside.",
          '- **Accessibility:** a plain `<div>`; pass `as="section"` (with `aria-labelledby` pointing at its heading) or `as="article"` when the card is a landmark or a self-contained item.',
          '',
          '```tsx',
          "import { Card } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { padding: 6, elevated: false },
  argTypes: {
    padding: {
      control: 'select',
      options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16],
    },
    elevated: { control: 'boolean' },
    as: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card holding a heading, a line of text and two actions. */
export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <Stack gap={3}>
        <Heading level={3}>support the creator</Heading>
        <Text tone="muted">Would you like to support the creator?</Text>
        <Stack direction="row" gap={2}>
          <Button>Donate</Button>
          <Button variant="secondary">Skip</Button>
        </Stack>
      </Stack>
    </Card>
  ),
};

/** The same card with the elevated shadow, for content over the page. */
export const Elevated: Story = { ...Default, args: { elevated: true } };
