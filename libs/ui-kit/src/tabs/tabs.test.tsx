import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tab } from './tab';
import { TabList } from './tab-list';
import { TabPanel } from './tab-panel';
import { Tabs, type TabsProps } from './tabs';

function ProfileTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="overview" {...props}>
      <TabList aria-label="Profile">
        <Tab value="overview">overview</Tab>
        <Tab value="email">email</Tab>
        <Tab value="password">password</Tab>
      </TabList>
      <TabPanel value="overview">Your public profile</TabPanel>
      <TabPanel value="email">Change your email</TabPanel>
      <TabPanel value="password">Change your password</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab selected with its panel', () => {
    renderWithTheme(<ProfileTabs />);

    expect(
      screen.getByRole('tablist', { name: 'Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByRole('tabpanel', { name: 'overview' }),
    ).toHaveTextContent('Your public profile');
    expect(screen.queryByText('Change your email')).not.toBeInTheDocument();
  });

  it('links each tab to its panel', () => {
    renderWithTheme(<ProfileTabs />);

    const tab = screen.getByRole('tab', { name: 'overview' });
    expect(tab).toHaveAttribute(
      'aria-controls',
      screen.getByRole('tabpanel').id,
    );
  });

  it('selects a tab on click', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <ProfileTabs onValueChange={onValueChange} />,
    );

    await user.click(screen.getByRole('tab', { name: 'email' }));

    expect(screen.getByRole('tab', { name: 'email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('tabpanel', { name: 'email' })).toHaveTextContent(
      'Change your email',
    );
    expect(onValueChange).toHaveBeenCalledWith('email');
  });

  it('moves and selects with the arrow keys, wrapping around, and with Home/End', async () => {
    const { user } = renderWithTheme(<ProfileTabs />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'email' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'password' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Change your password',
    );

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps only the selected tab in the Tab order, then moves to the panel', async () => {
    const { user } = renderWithTheme(<ProfileTabs />);

    await user.tab();
    await user.tab();

    expect(screen.getByRole('tabpanel', { name: 'overview' })).toHaveFocus();
  });

  it('in manual activation moves focus with arrows and selects with Enter', async () => {
    const { user } = renderWithTheme(<ProfileTabs activation="manual" />);

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'email' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('skips disabled tabs when moving', async () => {
    const { user } = renderWithTheme(
      <Tabs defaultValue="invoices">
        <TabList aria-label="Billing">
          <Tab value="invoices">invoices</Tab>
          <Tab value="refunds" disabled>
            refunds
          </Tab>
          <Tab value="methods">payment methods</Tab>
        </TabList>
      </Tabs>,
    );

    await user.tab();
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'payment methods' })).toHaveFocus();
  });

  it('follows the value when controlled', async () => {
    function Controlled() {
      const [tab, setTab] = useState('password');
      return (
        <>
          <p>current: {tab}</p>
          <ProfileTabs value={tab} onValueChange={setTab} />
        </>
      );
    }
    const { user } = renderWithTheme(<Controlled />);

    expect(screen.getByRole('tab', { name: 'password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'overview' }));

    expect(screen.getByText('current: overview')).toBeInTheDocument();
    expect(
      screen.getByRole('tabpanel', { name: 'overview' }),
    ).toBeInTheDocument();
  });

  it('does not change a controlled value on its own', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <ProfileTabs value="overview" onValueChange={onValueChange} />,
    );

    await user.click(screen.getByRole('tab', { name: 'email' }));

    expect(onValueChange).toHaveBeenCalledWith('email');
    expect(screen.getByRole('tab', { name: 'overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
