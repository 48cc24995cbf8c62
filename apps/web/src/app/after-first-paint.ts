let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the browser has painted the page's first content (its first-contentful-paint
 * entry), or after `fallbackMs` when no such entry comes (a hidden tab, a browser without paint
 * timing). What the first paint does not need (the toasts' library, error reporting and
 * analytics) waits for it, so that it neither competes with the page's own chunks for the
 * network nor runs before the page is shown.
 */
export function afterFirstPaint(fallbackMs = 2000): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, fallbackMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}
