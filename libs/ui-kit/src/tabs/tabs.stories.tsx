import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../card/card';
import { Text } from '../text/text';
import { Tab } from './tab';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';
import { Tabs } from './tabs';

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'Accessible tabs (WAI-ARIA tabs pattern) that switch between panels of content within one page: `Tabs` holds the state, `TabList` the `Tab`s, and each `TabPanel` matches a tab by `value`.',
          '',
          '- **Tabs vs NavTabs vs SegmentedControl:** use `Tabs` when the sections live on one page and the URL does not change; `NavTabs` when each section has its own route; `SegmentedControl` to pick a value that filters or changes what is shown.',
          "- **Do** keep tab labels short and give the `TabList` an `aria-label`. Controlled (`value` + `onValueChange`) or not (`defaultValue`). `keepMounted` on a `TabPanel` keeps its content (e.g. form input) while hidden. **Don't** nest tabs or use them for steps of a process.",
          '- **Accessibility:** `tablist` / `tab` / `tabpanel` roles, wired with `aria-controls` and `aria-labelledby`. Tab enters at the selected tab, then moves into the panel; arrow keys and Home/End move between tabs. `activation="automatic"` selects as focus moves; `"manual"` waits for Enter or Space (for panels that are slow to render).',
          '',
          '```tsx',
          "import { Tabs, TabList, Tab, TabPanel } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: {
    defaultValue: 'overview',
    activation: 'automatic',
    children: null,
    onValueChange: fn(),
  },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    defaultValue: {
      control: 'inline-radio',
      options: ['overview', 'email', 'password'],
    },
    value: {
      control: 'inline-radio',
      options: ['overview', 'email', 'password'],
    },
    children: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile settings in three uncontrolled tabs; arrow keys move and select. */
export const Profile: Story = {
  render: (args) => (
    <Card>
      <Tabs {...args}>
        <TabList aria-label="Profile">
          <Tab value="overview">overview</Tab>
          <Tab value="email">email</Tab>
          <Tab value="password">password</Tab>
        </TabList>
        <TabPanel value="overview">
          <Text tone="muted">
            Name, pronouns, workspace and the avatar people see in your ruumes.
          </Text>
        </TabPanel>
        <TabPanel value="email">
          <Text tone="muted">
            A verification email is sent to the new address.
          </Text>
        </TabPanel>
        <TabPanel value="password">
          <Text tone="muted">
            Minimum 8 characters, with upper and lower case, a number and a
            symbol.
          </Text>
        </TabPanel>
      </Tabs>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'A verification email is sent',
    );
  },
};

/** Controlled: the parent holds the selected tab in state. */
export const Controlled: Story = {
  render: function ControlledTabs() {
    const [value, setValue] = useState('payment-methods');
    return (
      <Card>
        <Tabs value={value} onValueChange={setValue}>
          <TabList aria-label="Subscription billing">
            <Tab value="invoices">invoices</Tab>
            <Tab value="payment-methods">payment methods</Tab>
          </TabList>
          <TabPanel value="invoices">
            <Text tone="muted">
              Your invoice history opens in the billing portal.
            </Text>
          </TabPanel>
          <TabPanel value="payment-methods">
            <Text tone="muted">visa •••• 4242, expires 04/28</Text>
          </TabPanel>
        </Tabs>
      </Card>
    );
  },
};
