import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../stack/stack';
import { Logo } from './logo';

const meta = {
  title: 'ui-kit/Logo',
  component: Logo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The ruume logo: the doorway mark and the "ruume" wordmark, in three sizes. `markOnly` drops the wordmark for tight spaces.',
          '',
          '- **Logo vs LogoButton:** `Logo` is artwork only. In a header, where the logo should lead home, use `LogoButton` (or a layout, which already has one).',
          "- **Do** use the provided sizes and keep the wordmark whenever there is room. **Don't** recolour, stretch or redraw the mark.",
          '- **Accessibility:** the logo is decorative (`aria-hidden`). Where it is the only thing naming the brand, name its container, e.g. a link with `aria-label="ruume home"` or nearby visible text.',
          '',
          '```tsx',
          "import { Logo } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { size: 'md', markOnly: false },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    markOnly: { control: 'boolean' },
    className: { control: false },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo at the default size. */
export const Default: Story = {};

/** Small, medium and large, and the mark alone. */
export const Sizes: Story = {
  render: () => (
    <Stack gap={4}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo size="lg" markOnly />
    </Stack>
  ),
};
