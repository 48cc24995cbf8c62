import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a switch named by its label, off by default', () => {
    renderWithTheme(<Toggle label="monetize this recording" />);

    expect(
      screen.getByRole('switch', { name: 'monetize this recording' }),
    ).not.toBeChecked();
  });

  it('turns on and off when clicked', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Toggle label="accept donations" onCheckedChange={onCheckedChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'accept donations' });

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    const { user } = renderWithTheme(<Toggle label="accept donations" />);

    await user.click(screen.getByText('accept donations'));

    expect(
      screen.getByRole('switch', { name: 'accept donations' }),
    ).toBeChecked();
  });

  it('toggles with Space and Enter from the keyboard', async () => {
    const { user } = renderWithTheme(<Toggle label="accept donations" />);

    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('switch')).toBeChecked();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('follows the checked prop when controlled', async () => {
    function Controlled() {
      const [yearly, setYearly] = useState(true);
      return (
        <>
          <Toggle
            label="bill yearly"
            checked={yearly}
            onCheckedChange={setYearly}
          />
          <p>{yearly ? 'billed yearly' : 'billed monthly'}</p>
        </>
      );
    }
    const { user } = renderWithTheme(<Controlled />);
    expect(screen.getByRole('switch', { name: 'bill yearly' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'bill yearly' }));

    expect(screen.getByText('billed monthly')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'bill yearly' }),
    ).not.toBeChecked();
  });

  it('describes itself with its description', () => {
    renderWithTheme(
      <Toggle
        label="accept donations"
        description="visitors can tip you after watching"
      />,
    );

    expect(
      screen.getByRole('switch', { name: 'accept donations' }),
    ).toHaveAccessibleDescription('visitors can tip you after watching');
  });

  it('does not change when disabled', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Toggle
        label="audience mode"
        disabled
        onCheckedChange={onCheckedChange}
      />,
    );

    await user.click(screen.getByRole('switch', { name: 'audience mode' }));

    expect(
      screen.getByRole('switch', { name: 'audience mode' }),
    ).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
