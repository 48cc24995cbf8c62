import { screen } from '@testing-library/react';
import { renderWithTheme } from '@ruume/ui-kit/testing';
import { BareRoomRedirect } from './bare-room-redirect';

it('sends a bare room id to /m/{roomId}', () => {
  renderWithTheme(<BareRoomRedirect />, {
    route: '/team-standup',
    path: '/:roomId',
  });
  expect(screen.getByText('Navigated to /m/team-standup')).toBeInTheDocument();
});

it('shows the 404 page for a segment that is not a room id', () => {
  renderWithTheme(<BareRoomRedirect />, {
    route: '/no.such.page',
    path: '/:roomId',
  });
  expect(
    screen.getByText(
      'the page you are looking for does not exist or has been moved.',
    ),
  ).toBeInTheDocument();
});
