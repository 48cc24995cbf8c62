import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminDashboardPage } from './admin-dashboard-page';

const meta = {
  title: 'auth/pages/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;

/** Until its feature ships, the page says so and leads back home. */
export const Placeholder: StoryObj<typeof meta> = {};
