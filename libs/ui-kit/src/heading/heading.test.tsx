import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { Heading } from './heading';

describe('Heading', () => {
  it('renders the requested level', () => {
    renderWithTheme(<Heading level={1}>access file / recording</Heading>);

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'access file / recording',
      }),
    ).toBeInTheDocument();
  });

  it('sizes itself from its level unless a size is given', () => {
    renderWithTheme(
      <>
        <Heading level={3}>support the creator</Heading>
        <Heading level={3} size="3xl">
          recording not found
        </Heading>
      </>,
    );

    expect(
      screen.getByRole('heading', { name: 'support the creator' }),
    ).toHaveStyle({ fontSize: theme.font.size.xl });
    expect(
      screen.getByRole('heading', { name: 'recording not found' }),
    ).toHaveStyle({
      fontSize: theme.font.size['3xl'],
    });
  });
});
