import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../avatar/avatar';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import { AppPageLayout } from './app-page-layout';

const meta = {
  title: 'ui-kit/AppPageLayout',
  component: AppPageLayout,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'The frame of every signed-in page: a top bar with the ruume logo (a link to the dashboard) and room on the right for `headerActions`, then a `<main>` holding the page.',
          '',
          '- **AppPageLayout vs PublicPageLayout:** signed-in screens (dashboard, settings, recordings) use this one; pages reachable without an account (share, download, auth, 404) use `PublicPageLayout` with its centred card.',
          "- **Do** render it once per route, usually from the shell's layout route, and put the account menu or one primary action in `headerActions`. **Don't** nest layouts or add a second `<main>`.",
          '- **Accessibility:** provides the `header` and `main` landmarks; start each page with a single `Heading level={1}`. The logo link is named "ruume home".',
          '',
          '```tsx',
          "import { AppPageLayout } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    headerActions: <Avatar firstName="ada" lastName="lovelace" size="sm" />,
    children: (
      <Stack gap={2}>
        <Heading level={1}>settings</Heading>
        <Text tone="muted">your profile, plan and payouts.</Text>
      </Stack>
    ),
  },
  argTypes: {
    headerActions: { control: false },
    children: { control: false, description: 'The page content.' },
  },
} satisfies Meta<typeof AppPageLayout>;

export default meta;

/** A settings page in the signed-in frame, with an avatar in the top bar. */
export const Default: StoryObj<typeof meta> = {};
