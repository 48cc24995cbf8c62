import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestModeBadge } from './test-mode-badge';

const meta = {
  title: 'billing/components/TestModeBadge',
  component: TestModeBadge,
  args: { active: true },
} satisfies Meta<typeof TestModeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Payments run on the built-in sandbox: the top bar says so. */
export const TestMode: Story = {};

/** Real payments: nothing shows. */
export const LivePayments: Story = { args: { active: false } };
