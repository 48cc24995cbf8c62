import type { Meta, StoryObj } from '@storybook/react-vite';
import { billingUsers } from '../../testing';
import { CurrentPlan } from './current-plan';

const meta = {
  title: 'billing/components/CurrentPlan',
  component: CurrentPlan,
  parameters: { layout: 'padded' },
  args: { user: billingUsers.professionalMonthly },
} satisfies Meta<typeof CurrentPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfessionalMonthly: Story = {};
export const ProfessionalYearly: Story = {
  args: { user: billingUsers.professionalYearly },
};
export const Trialing: Story = { args: { user: billingUsers.trialing } };
export const PastDue: Story = { args: { user: billingUsers.pastDue } };
export const Student: Story = { args: { user: billingUsers.student } };
export const Business: Story = { args: { user: billingUsers.business } };
export const House: Story = { args: { user: billingUsers.houseWithTrial } };
