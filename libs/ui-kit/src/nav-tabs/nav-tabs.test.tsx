import { screen } from '@testing-library/react';
import { NavLink } from 'react-router-dom';
import { renderWithTheme } from '../testing';
import { NavTabs } from './nav-tabs';

it('is a labelled navigation whose current link is marked', () => {
  renderWithTheme(
    <NavTabs label="settings sections">
      <NavLink to="/settings" end>
        profile
      </NavLink>
      <NavLink to="/settings/subscription">subscription</NavLink>
    </NavTabs>,
    { route: '/settings/subscription' },
  );
  const nav = screen.getByRole('navigation', { name: 'settings sections' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'subscription' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(screen.getByRole('link', { name: 'profile' })).not.toHaveAttribute(
    'aria-current',
  );
});
