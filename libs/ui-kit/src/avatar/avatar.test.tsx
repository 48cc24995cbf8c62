import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the initials of first and last name, named by the full name', () => {
    renderWithTheme(<Avatar firstName="ada" lastName="lovelace" />);

    expect(screen.getByRole('img', { name: 'ada lovelace' })).toHaveTextContent(
      'AL',
    );
  });

  it("shows 'n/a' when both names are empty", () => {
    renderWithTheme(<Avatar firstName="" lastName="" />);

    expect(screen.getByRole('img', { name: 'avatar' })).toHaveTextContent(
      'n/a',
    );
  });

  it('uses #B74366 with white text when no colour is set', () => {
    renderWithTheme(<Avatar firstName="ada" lastName="lovelace" />);

    expect(screen.getByRole('img')).toHaveStyle({
      backgroundColor: '#B74366',
      color: '#FFFFFF',
    });
  });

  it('uses the chosen colour with black text on a light background', () => {
    renderWithTheme(
      <Avatar firstName="ada" lastName="lovelace" backgroundColor="#FDE68A" />,
    );

    expect(screen.getByRole('img')).toHaveStyle({
      backgroundColor: '#FDE68A',
      color: '#000000',
    });
  });

  it('uses white text on a dark chosen colour', () => {
    renderWithTheme(
      <Avatar firstName="ada" lastName="lovelace" backgroundColor="#1E3A8A" />,
    );

    expect(screen.getByRole('img')).toHaveStyle({
      backgroundColor: '#1E3A8A',
      color: '#FFFFFF',
    });
  });

  it('shows the picture with alt text when a source is given', () => {
    renderWithTheme(
      <Avatar
        firstName="ada"
        lastName="lovelace"
        src="/files/ada.png"
        alt="ada’s profile picture"
      />,
    );

    const image = screen.getByRole('img', { name: 'ada’s profile picture' });
    expect(image).toHaveAttribute('src', '/files/ada.png');
    expect(screen.queryByText('AL')).not.toBeInTheDocument();
  });

  it('names the picture after the person by default', () => {
    renderWithTheme(
      <Avatar firstName="ada" lastName="lovelace" src="/files/ada.png" />,
    );

    expect(screen.getByRole('img', { name: 'ada lovelace' }).tagName).toBe(
      'IMG',
    );
  });

  it('falls back to the initials when the picture fails to load', () => {
    renderWithTheme(
      <Avatar firstName="ada" lastName="lovelace" src="/files/missing.png" />,
    );

    fireEvent.error(screen.getByRole('img', { name: 'ada lovelace' }));

    expect(screen.getByRole('img', { name: 'ada lovelace' })).toHaveTextContent(
      'AL',
    );
  });

  it('inControl: its initials are part of the control’s name', () => {
    renderWithTheme(
      <button type="button">
        <Avatar firstName="ada" lastName="lovelace" inControl /> account menu
      </button>,
    );

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'AL account menu' }),
    ).toBeVisible();
  });

  it('inControl: its picture is decorative', () => {
    renderWithTheme(
      <button type="button">
        <Avatar
          firstName="ada"
          lastName="lovelace"
          src="/files/ada.png"
          inControl
        />{' '}
        account menu
      </button>,
    );

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'account menu' })).toBeVisible();
  });
});
