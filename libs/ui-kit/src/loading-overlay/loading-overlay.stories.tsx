import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading';
import { PublicPageLayout } from '../public-page-layout/public-page-layout';
import { Text } from '../text/text';
import { LoadingOverlay } from './loading-overlay';

const meta = {
  title: 'ui-kit/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { visible: true, label: 'Loading' },
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverAPage: Story = {
  render: (args) => (
    <>
      <PublicPageLayout logoTo="/register">
        <Heading level={1}>access file / recording</Heading>
        <Text tone="muted">checking the recording…</Text>
      </PublicPageLayout>
      <LoadingOverlay {...args} />
    </>
  ),
};

export const Hidden: Story = { ...OverAPage, args: { visible: false } };
