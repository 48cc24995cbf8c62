import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { Card } from './card';

describe('Card', () => {
  it('renders its content on a surface', () => {
    renderWithTheme(
      <Card as="section" aria-label="Storage">
        3.2 GB of 5 GB used
      </Card>,
    );

    const card = screen.getByRole('region', { name: 'Storage' });
    expect(card).toHaveTextContent('3.2 GB of 5 GB used');
    expect(card).toHaveStyle({
      backgroundColor: theme.color.surface,
      padding: theme.space[6],
    });
  });
});
