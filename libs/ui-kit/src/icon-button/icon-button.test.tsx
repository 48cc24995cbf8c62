import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <IconButton icon="copy" label="Copy share link" onClick={onClick} />,
    );

    await user.click(screen.getByRole('button', { name: 'Copy share link' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not react when disabled', async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <IconButton
        icon="trash"
        label="Delete recording"
        disabled
        onClick={onClick}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Delete recording' }));

    expect(onClick).not.toHaveBeenCalled();
  });
});
