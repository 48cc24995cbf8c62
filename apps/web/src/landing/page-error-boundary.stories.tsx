import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageErrorBoundary } from './page-error-boundary';

function Throws(): never {
  throw new Error('the page failed to render');
}

const meta = {
  title: 'web/landing/PageErrorBoundary',
  component: PageErrorBoundary,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A share page that renders: shown as it is. */
export const PageRenders: Story = {
  args: { children: <p>the share page</p> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('the share page'),
    ).toBeVisible();
  },
};

/** A share page that throws: the same error page as the app's, with a way out. */
export const PageThrows: Story = {
  args: { children: <Throws /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'reload' })).toBeVisible();
  },
};
