export interface MatchMediaMock {
  /** Change whether the queries match and notify every listener, like a window resize. */
  setMatches(matches: boolean): void;
  /** How many change listeners are registered now (to check that components clean up). */
  listenerCount(): number;
  /** Put back the window.matchMedia that was there before. */
  restore(): void;
}

/**
 * Replaces window.matchMedia (absent in jsdom) with a controllable stub. Every query answers
 * `matches`; use `mockMatchMedia(true)` to render a component as on a phone (useIsMobile).
 */
export function mockMatchMedia(matches = false): MatchMediaMock {
  const original = window.matchMedia;
  let current = matches;
  const lists = new Set<{
    media: string;
    listeners: Set<(event: MediaQueryListEvent) => void>;
  }>();

  window.matchMedia = (media: string): MediaQueryList => {
    const entry = {
      media,
      listeners: new Set<(event: MediaQueryListEvent) => void>(),
    };
    lists.add(entry);
    const add = (
      _type: string,
      listener: EventListenerOrEventListenerObject | null,
    ) => {
      if (typeof listener === 'function')
        entry.listeners.add(listener as (event: MediaQueryListEvent) => void);
    };
    const remove = (
      _type: string,
      listener: EventListenerOrEventListenerObject | null,
    ) => {
      if (typeof listener === 'function')
        entry.listeners.delete(
          listener as (event: MediaQueryListEvent) => void,
        );
    };
    return {
      media,
      get matches() {
        return current;
      },
      onchange: null,
      addEventListener: add,
      removeEventListener: remove,
      addListener: (listener) =>
        listener && add('change', listener as EventListener),
      removeListener: (listener) =>
        listener && remove('change', listener as EventListener),
      dispatchEvent: () => true,
    } as MediaQueryList;
  };

  return {
    setMatches(next) {
      current = next;
      for (const entry of lists) {
        for (const listener of entry.listeners)
          listener({
            matches: next,
            media: entry.media,
          } as MediaQueryListEvent);
      }
    },
    listenerCount() {
      let count = 0;
      for (const entry of lists) count += entry.listeners.size;
      return count;
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
