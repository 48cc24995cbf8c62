import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Spinner } from './spinner';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A spinning indicator for work of unknown length, in place of the content that is loading.',
          '',
          '- **Spinner vs LoadingOverlay vs ProgressBar vs Button busy:** a spinner marks one region that is loading; `LoadingOverlay` covers the whole page; `ProgressBar` shows known progress; a `Button` with `busy` already shows its own spinner.',
          '- **Tones:** `current` follows the text colour (inside buttons and text), `primary` on its own on light surfaces, `inverse` on dark or coloured surfaces.',
          '- **Do** say what is loading in `label` ("Loading recordings"). **Don\'t** show several spinners for one loading step.',
          '- **Accessibility:** a `role="status"` named by `label` (also in visually hidden text), so screen readers hear it politely. Inside a control that already sets `aria-busy`, pass `decorative` to render the SVG alone.',
          '',
          '```tsx',
          "import { Spinner } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { size: 'md', tone: 'primary', label: 'Loading', decorative: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: {
      control: 'inline-radio',
      options: ['current', 'primary', 'inverse'],
    },
    label: { control: 'text' },
    decorative: { control: 'boolean' },
    className: { control: false },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A primary spinner announcing "Loading". */
export const Default: Story = {};

/** Small, medium and large. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={6} align="center">
      <Spinner {...args} size="sm" label="Loading small" />
      <Spinner {...args} size="md" label="Loading medium" />
      <Spinner {...args} size="lg" label="Loading large" />
    </Stack>
  ),
};
