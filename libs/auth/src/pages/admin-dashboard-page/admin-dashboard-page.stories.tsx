import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockError } from '@ruume/api-client/testing';
import { adminEndpoints } from '@ruume/contracts';
import { adminUser } from '@ruume/contracts/testing';
import { adminHandlers, adminUsers, withSession } from '../../testing';
import { AdminDashboardPage } from './admin-dashboard-page';

const meta = {
  title: 'auth/pages/AdminDashboardPage',
  component: AdminDashboardPage,
  parameters: {
    layout: 'fullscreen',
    route: '/admin-dashboard',
    path: '/admin-dashboard',
  },
  decorators: [withSession(adminUser)],
} satisfies Meta<typeof AdminDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The directory renders 20 rows: give slow machines (and a busy test run) time.
const slow = { timeout: 5000 };

/** A short directory for the stories that act on one row (less to render, same states). */
const fewAccounts = adminHandlers.directory(adminUsers.slice(0, 6));

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText('jane.doe@example.com', undefined, slow);
  return canvas;
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

export const Loading: Story = {
  decorators: [withSession(adminUser, adminHandlers.loading())],
};

export const Failed: Story = {
  decorators: [withSession(adminUser, adminHandlers.failing())],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'the accounts did not load',
        undefined,
        slow,
      ),
    ).toBeVisible();
  },
};

export const NoAccounts: Story = {
  decorators: [withSession(adminUser, adminHandlers.directory([]))],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'no accounts here yet',
        undefined,
        slow,
      ),
    ).toBeVisible();
  },
};

export const SearchWithoutMatches: Story = {
  decorators: [withSession(adminUser, fewAccounts)],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'search accounts' }),
      'zzz',
    );
    await expect(
      await canvas.findByText('no accounts match “zzz”', undefined, slow),
    ).toBeVisible();
  },
};

export const ConfirmBlock: Story = {
  decorators: [withSession(adminUser, fewAccounts)],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'block jane.doe@example.com' }),
    );
    await expect(
      await screen.findByRole('dialog', { name: 'block jane doe?' }, slow),
    ).toBeVisible();
  },
};

export const ActionRefused: Story = {
  decorators: [
    withSession(adminUser, [
      mockError(adminEndpoints.setUserRole, 'CANNOT_DEMOTE_SELF'),
      ...fewAccounts,
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'role of jane.doe@example.com' }),
      'ADMIN',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'make admin' }, slow),
    );
    await expect(
      await screen.findByText(
        'you cannot remove your own admin role.',
        undefined,
        slow,
      ),
    ).toBeVisible();
  },
};

/** Phones get cards instead of the table. */
export const Mobile: Story = {
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
};
