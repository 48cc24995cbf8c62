import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text in the colours of its tone', () => {
    renderWithTheme(<Badge tone="success">save 17%</Badge>);

    expect(screen.getByText('save 17%')).toHaveStyle({
      color: theme.color.success,
      backgroundColor: theme.color.successSubtle,
    });
  });
});
