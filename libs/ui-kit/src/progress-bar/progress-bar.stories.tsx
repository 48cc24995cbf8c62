import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'ui-kit/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A horizontal bar showing how far something has got, in percent: storage used, an upload, processing. Values outside 0–100 are capped, so storage over quota shows a full bar.',
          '',
          '- **ProgressBar vs Spinner:** use a progress bar when the amount is known; a `Spinner` when it is not. Use `tone` to signal thresholds (warning near the limit, danger over it) and `valueText` to show a human value ("3.2 GB of 5 GB") instead of the percent.',
          "- **Do** keep the visible `label` short; hide it (`hideLabel`) only when a heading next to the bar already says what it measures. **Don't** use it for steps of a form or as a decoration.",
          '- **Accessibility:** `role="progressbar"` with `aria-valuenow` 0–100, named by the label (or `aria-label` when hidden, which needs a string label) and announced with `valueText` when given. The visible value is hidden from screen readers to avoid reading it twice.',
          '',
          '```tsx',
          "import { ProgressBar } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'storage',
    value: 64,
    valueText: '3.2 GB of 5 GB',
    tone: 'primary',
    size: 'md',
    showValue: true,
    hideLabel: false,
  },
  argTypes: {
    label: { control: 'text' },
    value: { control: { type: 'range', min: -20, max: 150, step: 1 } },
    valueText: { control: 'text' },
    showValue: { control: 'boolean' },
    hideLabel: {
      control: 'boolean',
      description:
        'Keep the label for screen readers only (it must then be a string).',
    },
    className: { control: false },
    tone: {
      control: 'inline-radio',
      options: ['primary', 'success', 'warning', 'danger'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storage use with a human-readable value; drag the value control past 100 to see the cap. */
export const Storage: Story = {};

/** Over quota: 130 % shows a full danger bar, with the real amount in the value text. */
export const OverQuotaIsCapped: Story = {
  args: { value: 130, valueText: '6.5 GB of 5 GB', tone: 'danger' },
};

/** Typical states: uploading, done, close to the limit (small size). */
export const States: Story = {
  render: () => (
    <Stack gap={6}>
      <ProgressBar label="uploading weekly sync" value={12} />
      <ProgressBar
        label="processing"
        value={100}
        tone="success"
        valueText="processing…"
      />
      <ProgressBar
        label="storage"
        value={92}
        tone="warning"
        valueText="4.6 GB of 5 GB"
        size="sm"
      />
    </Stack>
  ),
};
