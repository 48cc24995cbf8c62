import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { AppPageLayout } from './app-page-layout';

it('frames the page with a banner whose logo leads to the dashboard', () => {
  renderWithTheme(
    <AppPageLayout headerActions={<button>account</button>}>
      <h1>settings</h1>
    </AppPageLayout>,
  );
  expect(screen.getByRole('banner')).toContainElement(
    screen.getByRole('button', { name: 'account' }),
  );
  expect(screen.getByRole('main')).toContainElement(
    screen.getByRole('heading', { name: 'settings' }),
  );
  expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/dashboard');
});
