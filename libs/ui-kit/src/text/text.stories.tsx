import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Text } from './text';

const meta = {
  title: 'ui-kit/Text',
  component: Text,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'Body text on the type scale: a paragraph by default (`as="span"` inline), with a size, a tone, a weight and an alignment from the theme.',
          '',
          "- **Text vs Heading:** titles of pages and sections are `Heading`s; all other copy is `Text`. Don't make a heading out of large bold `Text`.",
          '- **Tones:** `default` for content, `muted` for secondary explanations, the status tones (`success`, `warning`, `danger`) for short messages that match a state. A longer message with an icon is an `Alert`.',
          "- **Do** keep to `md` for reading and `sm`/`xs` for captions and meta data. **Don't** convey meaning by colour alone: the words must say it.",
          "- **Accessibility:** sizes are in rem, so text follows the user's font size. The theme's text colours are tested for AA contrast on the surfaces they are made for; check the a11y panel when placing text on anything else.",
          '',
          '```tsx',
          "import { Text } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    children: 'sorry, this recording is no longer available.',
    size: 'md',
    tone: 'default',
    weight: 'regular',
  },
  argTypes: {
    children: { control: 'text' },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: {
      control: 'select',
      options: ['default', 'muted', 'primary', 'success', 'warning', 'danger'],
    },
    weight: {
      control: 'inline-radio',
      options: ['regular', 'medium', 'semibold', 'bold'],
    },
    align: {
      control: 'inline-radio',
      options: [undefined, 'start', 'center', 'end'],
      description: 'Text alignment; inherits from the parent when unset.',
    },
    as: {
      control: 'inline-radio',
      options: ['p', 'span', 'div'],
      description:
        "Element to render: 'p' by default, 'span' inside other text.",
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph at the default size and tone. */
export const Default: Story = {};

/** The tones, each with the kind of message it is used for. */
export const Tones: Story = {
  render: () => (
    <Stack gap={2}>
      <Text>default — Your download will start shortly…</Text>
      <Text tone="muted">
        muted — Please contact the meeting host if you believe this was a
        mistake.
      </Text>
      <Text tone="primary">primary — support the creator</Text>
      <Text tone="success">success — password successfully updated</Text>
      <Text tone="warning">warning — your plan renews tomorrow</Text>
      <Text tone="danger">
        danger — Something went wrong. Please try again.
      </Text>
    </Stack>
  ),
};
