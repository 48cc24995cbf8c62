import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Badge } from './badge';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A small pill that labels something with a status or a highlight: a plan name ("professional"), a state ("pending", "onboarded"), an offer ("save 17%").',
          '',
          '- **Badge vs Alert:** a badge is a label attached to another element and says one or two words; anything that needs a sentence or an action is an `Alert`. Badges are not interactive: for a choice use `SegmentedControl`, for an action a `Button`.',
          '- **Do** keep the text to one or two lowercase words and pick the tone by meaning. **Don\'t** rely on colour alone: the word must say it (e.g. "payouts disabled", not a red dot).',
          '- **Accessibility:** renders a plain `<span>`, read inline with the text around it; every span prop (e.g. `aria-label`, `title`) passes through.',
          '',
          '```tsx',
          "import { Badge } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { children: 'save 17%', tone: 'success' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info'],
      description: 'Meaning of the badge: sets its colours.',
    },
    children: { control: 'text', description: 'The label, one or two words.' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A success badge as shown beside the yearly billing option. */
export const Default: Story = {};

/** Every tone, with the labels the product uses them for. */
export const Tones: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap>
      <Badge>house</Badge>
      <Badge tone="primary">professional</Badge>
      <Badge tone="success">onboarded</Badge>
      <Badge tone="warning">pending</Badge>
      <Badge tone="danger">payouts disabled</Badge>
      <Badge tone="info">free trial</Badge>
    </Stack>
  ),
};
