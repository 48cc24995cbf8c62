import { act, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mockMatchMedia, type MatchMediaMock } from '../testing/match-media';
import { renderWithTheme } from '../testing/render-with-theme';
import { useIsMobile } from './use-is-mobile';

function Layout() {
  return <p>{useIsMobile() ? 'phone layout' : 'desktop layout'}</p>;
}

describe('useIsMobile', () => {
  let media: MatchMediaMock | undefined;
  afterEach(() => media?.restore());

  it('is true when the viewport matches the mobile query', () => {
    media = mockMatchMedia(true);

    renderWithTheme(<Layout />);

    expect(screen.getByText('phone layout')).toBeInTheDocument();
  });

  it('is false on wider viewports', () => {
    media = mockMatchMedia(false);

    renderWithTheme(<Layout />);

    expect(screen.getByText('desktop layout')).toBeInTheDocument();
  });

  it('asks for at most 767px', () => {
    media = mockMatchMedia(false);
    const spy = jest.spyOn(window, 'matchMedia');

    renderHook(() => useIsMobile());

    expect(spy).toHaveBeenCalledWith('(max-width: 767px)');
  });

  it('follows the viewport when it crosses the breakpoint', () => {
    media = mockMatchMedia(false);
    renderWithTheme(<Layout />);
    expect(screen.getByText('desktop layout')).toBeInTheDocument();

    act(() => media?.setMatches(true));
    expect(screen.getByText('phone layout')).toBeInTheDocument();

    act(() => media?.setMatches(false));
    expect(screen.getByText('desktop layout')).toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    media = mockMatchMedia(false);
    const { unmount } = renderHook(() => useIsMobile());
    expect(media.listenerCount()).toBeGreaterThan(0);

    unmount();

    expect(media.listenerCount()).toBe(0);
  });

  it('is false where matchMedia does not exist', () => {
    const original = window.matchMedia;
    // @ts-expect-error simulating an environment without matchMedia
    delete window.matchMedia;
    try {
      const { result } = renderHook(() => useIsMobile());
      expect(result.current).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });

  it('renders on the server as not mobile', () => {
    expect(renderToString(<Layout />)).toContain('desktop layout');
  });
});
