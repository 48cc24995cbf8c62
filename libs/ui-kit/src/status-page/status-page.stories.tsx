import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { iconNames } from '../icon/icon-paths';
import { ErrorState } from './error-state';
import { NotFoundPage } from './not-found-page';
import { PagePlaceholder } from './page-placeholder';
import { StatusPage } from './status-page';

const meta = {
  title: 'ui-kit/StatusPage',
  component: StatusPage,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'A whole public page that says one thing — not found, removed, expired, done — with an icon, a title, a line of explanation and the way on. Built on `PublicPageLayout`.',
          '',
          '- **The family:** `StatusPage` is a full page; `StatusMessage` is the same message without the layout, for pages inside `AppPageLayout`; `ErrorState` is the page for a failed load (warning icon, one retry action); `NotFoundPage` is the 404 (back to home replaces the route with /dashboard); `PagePlaceholder` stands in for a screen not built yet.',
          '- **vs Alert / Toast:** when only part of the page is affected, keep the page and show an `Alert`; for a passing confirmation use `toast()`.',
          '- **Do** write the title as the outcome ("password reset") and always offer one action that leads on. **Don\'t** show a technical error message.',
          "- **Accessibility:** the title is the page's `h1`; the icon is decorative. Put the main action first so it is the next Tab stop after the logo.",
          '',
          '```tsx',
          "import { StatusPage, StatusMessage, ErrorState, NotFoundPage } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    icon: 'check',
    title: 'password reset',
    description:
      'your password has been changed. sign in with your new password.',
    actions: <Button>sign in</Button>,
  },
  argTypes: {
    title: { control: 'text', description: 'The outcome, shown as the h1.' },
    description: { control: 'text' },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    actions: { control: false },
    logoTo: {
      control: 'text',
      description: 'Where the header logo leads (defaults to "/").',
    },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A done page: password reset, with the action that leads on. */
export const Default: Story = {};

/** The 404 page; "back to home" replaces the route with /dashboard. */
export const NotFound: Story = { render: () => <NotFoundPage /> };

/** `ErrorState`: a page that failed to load, with a reload action. */
export const Error: Story = {
  render: () => (
    <ErrorState
      title="something went wrong"
      description="we could not show this page. please reload, or try again in a moment."
      actionLabel="reload"
      onAction={() => undefined}
    />
  ),
};

/** `PagePlaceholder`: a screen whose feature has not shipped yet. */
export const Placeholder: Story = {
  render: () => <PagePlaceholder title="billing" />,
};

/** `busy`: the page waits for one call (opening a mailed link, finishing a sign-in). */
export const Busy: Story = {
  args: {
    busy: true,
    title: 'confirming your email…',
    description: 'this takes a moment.',
    actions: undefined,
  },
};
