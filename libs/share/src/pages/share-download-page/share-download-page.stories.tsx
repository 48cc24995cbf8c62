import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths, routePatterns } from '@ruume/contracts';
import { accessGranted, shareIds } from '../../testing';
import { ShareDownloadPage } from './share-download-page';

const meta = {
  title: 'share/pages/ShareDownloadPage',
  component: ShareDownloadPage,
  parameters: {
    layout: 'fullscreen',
    route: paths.share.download(shareIds.paidOnly, {
      token: accessGranted.token ?? undefined,
    }),
    path: routePatterns.share.download,
  },
} satisfies Meta<typeof ShareDownloadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fallbackLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: 'click here' });

/** Back from check-access or the checkout with a token: the paid link. */
export const WithToken: Story = {
  play: async ({ canvasElement }) => {
    await expect(fallbackLink(canvasElement)).toHaveAttribute(
      'href',
      `/api/v1/download/public/paid/${accessGranted.token}`,
    );
  },
};

/** A free recording: its share id's link. */
export const WithShareId: Story = {
  parameters: { route: paths.share.download(shareIds.free) },
  play: async ({ canvasElement }) => {
    await expect(fallbackLink(canvasElement)).toHaveAttribute(
      'href',
      `/api/v1/download/public/free/${shareIds.free}`,
    );
  },
};

/** Mounted where there is neither a share id nor a token. */
export const WithoutUrl: Story = {
  parameters: { route: '/download', path: '/download' },
};
