import { useEffect, useRef } from 'react';
import { messages } from '@ruume/contracts';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { StyledLoadMore, StyledSentinel } from './load-more.styles';

export interface LoadMoreProps {
  /** More pages follow. Nothing shows on the last page. */
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last try failed: no more automatic tries, the button asks again. */
  failed?: boolean;
  onLoadMore: () => void;
  /** Ask for the next page as the end of the list scrolls near (default true). */
  auto?: boolean;
}

/** How far below the viewport the end of the list starts the next page. */
const AHEAD = '0px 0px 400px 0px';

/**
 * The end of a paged list: the next page loads as it scrolls into view (an
 * IntersectionObserver on a sentinel), and a 'load more' button does the same for keyboards,
 * screen readers and browsers without the observer.
 */
export function LoadMore({
  hasMore,
  loading,
  failed = false,
  onLoadMore,
  auto = true,
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const watching = auto && hasMore && !loading && !failed;

  useEffect(() => {
    const target = sentinel.current;
    if (!watching || !target || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [watching]);

  if (!hasMore) return null;
  return (
    <StyledLoadMore>
      <StyledSentinel ref={sentinel} aria-hidden />
      {failed && <Alert tone="danger">{messages.loadMoreFailed}</Alert>}
      <Button
        variant="secondary"
        busy={loading}
        busyLabel={messages.loadingMore}
        onClick={onLoadMore}
      >
        {failed ? messages.tryAgain : messages.loadMore}
      </Button>
    </StyledLoadMore>
  );
}
