import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { RecordingDot } from './recording-dot';

describe('RecordingDot', () => {
  it('decorates: the words beside it name the button', () => {
    renderWithTheme(
      <button type="button">
        <RecordingDot />
        record
      </button>,
    );
    expect(screen.getByRole('button', { name: 'record' })).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when it pulses', () => {
    const { container } = renderWithTheme(<RecordingDot live />);
    expect(container.querySelector('[data-live]')).toBeInTheDocument();
  });
});
