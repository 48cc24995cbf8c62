import { within } from '@testing-library/react';
import { messages } from '@ruume/contracts';

/**
 * Asks a paged list (ui-kit's LoadMore) for its next page with its 'load more' button, unless
 * scrolling already has (Storybook in a browser; Jest has no IntersectionObserver). For story
 * plays and tests: `await loadNextPage(canvasElement)`.
 *
 * A plain click on purpose: a second copy of user-event (plays use storybook/test's) patches the
 * same document's inputs, and typing in later stories of the run was lost.
 */
export async function loadNextPage(container: HTMLElement): Promise<void> {
  const more = within(container).queryByRole<HTMLButtonElement>('button', {
    name: messages.loadMore,
  });
  more?.click();
}
