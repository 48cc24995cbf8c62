import { render, screen } from '@testing-library/react';
import { styled } from 'styled-components';
import { RuumeThemeProvider } from './ruume-theme-provider';
import { theme } from './theme';

const StyledProbe = styled.p`
  color: ${({ theme: t }) => t.color.primary};
`;

describe('RuumeThemeProvider', () => {
  it('gives styled components the ruume tokens', () => {
    render(
      <RuumeThemeProvider>
        <StyledProbe>support the creator</StyledProbe>
      </RuumeThemeProvider>,
    );

    expect(screen.getByText('support the creator')).toHaveStyle({
      color: theme.color.primary,
    });
  });

  it('applies the global body font and colours', () => {
    render(<RuumeThemeProvider>page</RuumeThemeProvider>);

    expect(document.body).toHaveStyle({
      color: theme.color.text,
      backgroundColor: theme.color.background,
    });
  });

  it('can leave global styles to the host page', () => {
    render(
      <RuumeThemeProvider withGlobalStyle={false}>embedded</RuumeThemeProvider>,
    );

    expect(document.body).not.toHaveStyle({
      backgroundColor: theme.color.background,
    });
  });
});
