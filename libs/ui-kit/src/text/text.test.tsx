import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { Text } from './text';

describe('Text', () => {
  it('renders a paragraph in the body text colour', () => {
    renderWithTheme(<Text>sorry, this recording is no longer available.</Text>);

    expect(
      screen.getByText('sorry, this recording is no longer available.'),
    ).toHaveStyle({
      color: theme.color.text,
    });
    expect(
      screen.getByText('sorry, this recording is no longer available.').tagName,
    ).toBe('P');
  });

  it('uses the muted colour and the requested element', () => {
    renderWithTheme(
      <Text as="span" tone="muted" size="sm">
        Payouts daily at 00:00 UTC
      </Text>,
    );

    const text = screen.getByText('Payouts daily at 00:00 UTC');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveStyle({
      color: theme.color.textMuted,
      fontSize: theme.font.size.sm,
    });
  });
});
