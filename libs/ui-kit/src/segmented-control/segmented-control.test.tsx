import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { SegmentedControl } from './segmented-control';

const cycles = [
  { value: 'month', label: 'month' },
  { value: 'year', label: 'year' },
] as const;

describe('SegmentedControl', () => {
  it('is a radio group with the first option chosen by default', () => {
    renderWithTheme(
      <SegmentedControl label="billing cycle" options={cycles} />,
    );

    expect(
      screen.getByRole('radiogroup', { name: 'billing cycle' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'month' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'year' })).not.toBeChecked();
  });

  it('chooses an option on click', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithTheme(
      <SegmentedControl
        label="billing cycle"
        options={cycles}
        onValueChange={onValueChange}
      />,
    );

    await user.click(screen.getByRole('radio', { name: 'year' }));

    expect(screen.getByRole('radio', { name: 'year' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'month' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenCalledWith('year');
  });

  it('is one Tab stop; arrow keys move and choose', async () => {
    const { user } = renderWithTheme(
      <SegmentedControl
        label="billing cycle"
        options={cycles}
        defaultValue="year"
      />,
    );

    await user.tab();
    expect(screen.getByRole('radio', { name: 'year' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'month' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'month' })).toBeChecked();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'year' })).toBeChecked();
  });

  it('follows the value when controlled', async () => {
    function Plans() {
      const [cycle, setCycle] = useState<'month' | 'year'>('month');
      return (
        <>
          <SegmentedControl
            label="billing cycle"
            options={cycles}
            value={cycle}
            onValueChange={setCycle}
          />
          <p>{cycle === 'year' ? '$120 / year' : '$12 / month'}</p>
        </>
      );
    }
    const { user } = renderWithTheme(<Plans />);

    await user.click(screen.getByRole('radio', { name: 'year' }));

    expect(screen.getByText('$120 / year')).toBeInTheDocument();
  });

  it('shows an adornment inside the option’s name', () => {
    renderWithTheme(
      <SegmentedControl
        label="billing cycle"
        options={[
          cycles[0],
          { value: 'year', label: 'year', adornment: <span>save 17%</span> },
        ]}
      />,
    );

    expect(
      screen.getByRole('radio', { name: 'year save 17%' }),
    ).toBeInTheDocument();
  });
});
