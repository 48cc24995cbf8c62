import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiUrl, mockError, mockPending } from '@ruume/api-client/testing';
import { userEndpoints } from '@ruume/contracts';
import { buildCurrentUser, houseUser } from '@ruume/contracts/testing';
import { withSession } from '../../testing';
import { PersonalizationPage } from './personalization-page';

/** Just registered: names only. */
const newUser = buildCurrentUser({
  pronouns: null,
  workspaceName: null,
  workspaceRole: null,
  website: null,
});

const meta = {
  title: 'auth/pages/PersonalizationPage',
  component: PersonalizationPage,
  parameters: {
    layout: 'fullscreen',
    route: '/personalization',
    path: '/personalization',
  },
  decorators: [withSession(newUser)],
} satisfies Meta<typeof PersonalizationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('pronouns'), 'she/her');
  await userEvent.type(canvas.getByLabelText('workspace name'), 'acme studio');
  await userEvent.click(
    canvas.getByRole('button', { name: 'save and continue' }),
  );
  return canvas;
};

export const Default: Story = {};

/** A photo over 2 MB is refused before any upload. */
export const PhotoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', {
      type: 'image/png',
    });
    await userEvent.upload(
      canvas.getByLabelText('add a photo', { selector: 'input' }),
      big,
    );
    await expect(
      await canvas.findByText(
        'upload error; review file. png, jpeg, jpg up to 2mb',
      ),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  decorators: [withSession(newUser, [mockPending(userEndpoints.update)])],
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'saving…' }),
    ).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  decorators: [
    withSession(newUser, [mockError(userEndpoints.update, 'INTERNAL_ERROR')]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByText('sorry, something went wrong'),
    ).toBeVisible();
  },
};

export const Saved: Story = {
  decorators: [
    withSession(newUser, [
      http.put(apiUrl('user'), () => HttpResponse.json(houseUser)),
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await expect(
      await canvas.findByText('Navigated to /dashboard'),
    ).toBeVisible();
  },
};
