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
  argTypes: {
    visible: { control: 'boolean' },
    label: { control: 'text' },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component: [
          'A full-screen veil with a spinner card that covers the page while it loads (SPEC §2). Rendered in a portal on `document.body`, only while `visible` is true.',
          '',
          "- **LoadingOverlay vs Spinner vs Button busy:** use the overlay when the whole page cannot be used yet (first load of a page, a redirect in progress). For one region use a `Spinner` in place of the content; for a request started by a button use the button's `busy`.",
          "- **Do** keep it short-lived and hide it as soon as the page can be used. **Don't** show it for background refreshes or on top of a `Modal`.",
          '- **Accessibility:** the veil is `aria-busy` and the spinner is a `role="status"` named by `label`, so say what is loading ("Loading recording"). The overlay does not trap focus: don\'t leave it up while the page behind is interactive.',
          '',
          '```tsx',
          "import { LoadingOverlay } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay covering a public page while it loads. */
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

/** `visible={false}`: nothing is rendered and the page is usable. */
export const Hidden: Story = { ...OverAPage, args: { visible: false } };
