import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Stack } from './stack';

describe('Stack', () => {
  it('renders its children in order inside the requested element', () => {
    renderWithTheme(
      <Stack as="ul" aria-label="Steps">
        <li>First</li>
        <li>Second</li>
      </Stack>,
    );

    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual(['First', 'Second']);
  });

  it('lays out a row with the gap of the spacing scale', () => {
    renderWithTheme(
      <Stack direction="row" gap={2} aria-label="Actions" role="group">
        <span>Donate</span>
      </Stack>,
    );

    expect(screen.getByRole('group', { name: 'Actions' })).toHaveStyle({
      flexDirection: 'row',
      gap: '0.5rem',
    });
  });
});
