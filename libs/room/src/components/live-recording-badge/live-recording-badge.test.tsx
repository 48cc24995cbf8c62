import { act, screen } from '@testing-library/react';
import { liveRoomMessages as text } from '@ruume/contracts';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { formatElapsed, LiveRecordingBadge } from './live-recording-badge';

describe('formatElapsed', () => {
  it.each([
    [0, '00:00'],
    [59_999, '00:59'],
    [(3 * 60 + 12) * 1000, '03:12'],
    [(59 * 60 + 59) * 1000, '59:59'],
    [(72 * 60 + 5) * 1000, '1:12:05'],
    // Our clock behind the start (it is counted from the frame's arrival, but still).
    [-4_000, '00:00'],
  ])('%i ms reads %s', (ms, shown) => {
    expect(formatElapsed(ms)).toBe(shown);
  });
});

describe('LiveRecordingBadge', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('is a timer named for what it means, counting each second', () => {
    renderWithTheme(<LiveRecordingBadge since={1_000_000 - 61_000} />);
    const timer = screen.getByRole('timer', { name: text.recordingBadgeLabel });
    expect(timer).toHaveTextContent(`${text.recordingBadge}01:01`);
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01:02');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent('02:02');
    expect(timer.querySelector('time')).toHaveAttribute('dateTime', 'PT122S');
  });
});
