import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordCriteria } from './password-criteria';

const meta = {
  title: 'auth/components/PasswordCriteria',
  component: PasswordCriteria,
} satisfies Meta<typeof PasswordCriteria>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingTyped: Story = { args: { password: '' } };
export const PartlyMet: Story = { args: { password: 'abcdefG1' } };
export const AllMet: Story = { args: { password: 'abcdefG1!' } };
