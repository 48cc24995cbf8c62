import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { TextField } from '../text-field/text-field';
import { PublicPageLayout } from './public-page-layout';

// A soft abstract "room" illustration standing in for the share page's decorative photos.
const illustration =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="#F6E3E8"/><stop offset="1" stop-color="#E9C4CF"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#B74366"/><stop offset="1" stop-color="#8A2F4C"/></linearGradient>
  </defs>
  <rect width="600" height="800" fill="url(#sky)"/>
  <circle cx="450" cy="190" r="120" fill="#FBEEF2" opacity="0.8"/>
  <path d="M150 800V380a150 150 0 0 1 300 0v420z" fill="url(#wall)"/>
  <path d="M215 800V410a85 85 0 0 1 170 0v390z" fill="#F7F5F4" opacity="0.92"/>
  <circle cx="352" cy="600" r="10" fill="#B74366"/>
  <rect x="0" y="730" width="600" height="70" fill="#8A2F4C" opacity="0.18"/>
</svg>`);

const meta = {
  title: 'ui-kit/PublicPageLayout',
  component: PublicPageLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The frame of public pages (share, download, sign-in flows, kicked from a meeting, 404): a header with the logo link, then the content in a centred card, optionally beside a decorative image.',
          '',
          '- **PublicPageLayout vs AppPageLayout:** use this one for pages that work without being signed in; signed-in screens use `AppPageLayout`. For a page that only says one thing (not found, expired, done), use `StatusPage`, which is built on this layout.',
          '- **Do** start the card with one `Heading level={1}` and lay it out with `Stack`; choose `width` by content (`narrow` for forms, `wide` for tables). Point `logoTo` at where a visitor should go ("/register" on share pages). **Don\'t** wrap the content in another `Card`.',
          '- **Phones:** the card fills the width and the `aside` image is hidden, so it must never carry information.',
          '- **Accessibility:** provides the `header`, `main` and (with `aside`) `complementary` landmarks. Pass the aside image with `alt=""`; name the logo link with `logoLabel` when its destination is not "home".',
          '',
          '```tsx',
          "import { PublicPageLayout } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { logoTo: '/register', width: 'narrow', children: null },
  argTypes: {
    width: { control: 'inline-radio', options: ['narrow', 'medium', 'wide'] },
    logoTo: { control: 'text' },
    logoLabel: { control: 'text' },
    headerActions: { control: false },
    aside: { control: false },
    children: { control: false, description: 'Content of the card.' },
  },
} satisfies Meta<typeof PublicPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share page's email step, with the decorative image beside the card. */
export const ShareAccess: Story = {
  args: { aside: <img src={illustration} alt="" /> },
  render: (args) => (
    <PublicPageLayout {...args}>
      <Stack gap={2}>
        <Heading level={1}>access file / recording</Heading>
        <Text tone="muted">
          enter your email to buy or unlock this recording.
        </Text>
      </Stack>
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap={4}>
          <TextField
            label="email"
            type="email"
            placeholder="email"
            required
            leadingIcon="mail"
          />
          <Button type="submit" size="lg" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </PublicPageLayout>
  ),
};

/** A short message page without an aside. */
export const RemovedFromMeeting: Story = {
  render: (args) => (
    <PublicPageLayout {...args} logoTo="/dashboard">
      <Stack gap={3}>
        <Heading level={1}>you were removed from the meeting</Heading>
        <Text tone="muted">
          Please contact the meeting host if you believe this was a mistake.
        </Text>
      </Stack>
      <Button size="lg" fullWidth>
        Back to Home
      </Button>
    </PublicPageLayout>
  ),
};

/** The share page at 375 px: full-width card, no image. */
export const OnAPhone: Story = {
  ...ShareAccess,
  globals: { viewport: { value: 'ruumeMobile', isRotated: false } },
};
