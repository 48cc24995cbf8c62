import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { RecordingDot } from './recording-dot';

const meta = {
  title: 'ui-kit/RecordingDot',
  component: RecordingDot,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The red dot of recording, in the danger colour: the record button, the live room\'s "rec" badge, a meeting recording on its way to the library.',
          '',
          '- **Do** put words beside it ("rec", "record", "recording…"): it is hidden from screen readers. **Don\'t** use it for other statuses (a `Badge` says those).',
          '- `live` pulses it while a recording runs; with reduced motion it stays still.',
          '',
          '```tsx',
          "import { RecordingDot } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { size: 'sm', live: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    live: { control: 'boolean' },
  },
} satisfies Meta<typeof RecordingDot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still, beside its word. */
export const Default: Story = {
  render: (args) => (
    <Stack direction="row" gap={2} align="center">
      <RecordingDot {...args} />
      <Text size="sm">record</Text>
    </Stack>
  ),
};

/** Pulsing while a recording runs. */
export const Live: Story = {
  args: { live: true, size: 'md' },
  render: Default.render,
};
