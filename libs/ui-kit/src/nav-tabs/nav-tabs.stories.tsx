import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavLink } from 'react-router-dom';
import { NavTabs } from './nav-tabs';

const meta = {
  title: 'ui-kit/NavTabs',
  component: NavTabs,
  tags: ['autodocs'],
  parameters: { route: '/settings/subscription' },
  args: {
    label: 'settings sections',
    children: [
      <NavLink key="p" to="/settings" end>profile</NavLink>,
      <NavLink key="s" to="/settings/subscription">subscription</NavLink>,
      <NavLink key="b" to="/settings/subscription-billing">billing</NavLink>,
    ],
  },
} satisfies Meta<typeof NavTabs>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
