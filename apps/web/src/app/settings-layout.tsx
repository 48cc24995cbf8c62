import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '@ruume/contracts';
import { Heading, NavTabs, Stack } from '@ruume/ui-kit';

// Settings gather screens of three feature libs; the shell only lays out their navigation.
const sections = [
  { to: paths.settings.root, label: 'profile', end: true },
  { to: paths.settings.subscription, label: 'subscription' },
  { to: paths.settings.subscriptionBilling, label: 'billing' },
  { to: paths.settings.monetization, label: 'monetization' },
  { to: paths.settings.recordings, label: 'files and recordings' },
];

export function SettingsLayout() {
  return (
    <Stack gap={6}>
      <Heading level={1}>settings</Heading>
      <NavTabs label="settings sections">
        {sections.map(({ to, label, end }) => (
          <NavLink key={to} to={to} end={end}>
            {label}
          </NavLink>
        ))}
      </NavTabs>
      <Outlet />
    </Stack>
  );
}
