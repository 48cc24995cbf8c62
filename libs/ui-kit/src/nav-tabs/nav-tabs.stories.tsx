import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavLink } from 'react-router-dom';
import { NavTabs } from './nav-tabs';

const meta = {
  title: 'ui-kit/NavTabs',
  component: NavTabs,
  tags: ['autodocs'],
  parameters: {
    route: '/settings/subscription',
    docs: {
      description: {
        component: [
          'Section navigation that looks like tabs but is a list of links, one URL per section (settings: profile, subscription, billing). The current link is highlighted through its `aria-current="page"`.',
          '',
          '- **NavTabs vs Tabs:** use `NavTabs` when each section is its own route (shareable URL, back button works). Use `Tabs` to switch panels *within* one page without changing the URL.',
          "- **Do** pass react-router `NavLink`s (they set `aria-current` themselves; add `end` to the index link). **Don't** pass buttons or mix in actions.",
          '- **Accessibility:** a `<nav>` landmark named by `label` ("settings sections"), holding a list of links: Tab moves between them, Enter follows. No arrow-key handling, by design: these are links, not a tablist.',
          '',
          '```tsx',
          "import { NavTabs } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    label: 'settings sections',
    children: [
      <NavLink key="p" to="/settings" end>
        profile
      </NavLink>,
      <NavLink key="s" to="/settings/subscription">
        subscription
      </NavLink>,
      <NavLink key="b" to="/settings/subscription-billing">
        billing
      </NavLink>,
    ],
  },
  argTypes: {
    label: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof NavTabs>;

export default meta;

/** The settings sections with "subscription" as the current page. */
export const Default: StoryObj<typeof meta> = {};
