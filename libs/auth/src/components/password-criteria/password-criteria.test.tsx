import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { PasswordCriteria } from './password-criteria';

const states = () =>
  within(screen.getByRole('list', { name: 'password criteria' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('lists every criterion and marks the ones the password meets', () => {
  const { rerender } = renderWithTheme(<PasswordCriteria password="" />);
  expect(states()).toEqual([
    'at least 8 characters (not met yet)',
    'one uppercase letter (not met yet)',
    'one lowercase letter (not met yet)',
    'one number (not met yet)',
    'one symbol (not met yet)',
  ]);
  rerender(<PasswordCriteria password="abcdefG1" />);
  expect(states()).toEqual([
    'at least 8 characters (met)',
    'one uppercase letter (met)',
    'one lowercase letter (met)',
    'one number (met)',
    'one symbol (not met yet)',
  ]);
});
