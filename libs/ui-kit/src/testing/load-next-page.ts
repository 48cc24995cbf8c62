import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@ruume/contracts';

/**
 * Asks a paged list (ui-kit's LoadMore) for its next page as a keyboard user would, unless
 * scrolling already has (Storybook in a browser; Jest has no IntersectionObserver). For story
 * plays and tests: `await loadNextPage(canvasElement)`.
 */
export async function loadNextPage(container: HTMLElement): Promise<void> {
  const more = within(container).queryByRole('button', {
    name: messages.loadMore,
  });
  if (more) await userEvent.click(more);
}
