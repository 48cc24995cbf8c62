import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
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
  parameters: { layout: 'padded' },
  args: { defaultValue: 'overview', activation: 'automatic', children: null },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

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
