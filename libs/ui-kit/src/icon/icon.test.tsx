import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Icon } from './icon';

describe('Icon', () => {
  it('is hidden from assistive technology when it only decorates', () => {
    renderWithTheme(
      <button type="button">
        <Icon name="download" />
        Download
      </button>,
    );

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download' }),
    ).toBeInTheDocument();
  });

  it('is announced as an image with its title when it carries meaning', () => {
    renderWithTheme(<Icon name="warning" title="Warning" />);

    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });
});
