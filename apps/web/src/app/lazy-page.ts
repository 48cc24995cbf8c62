import type { ComponentType } from 'react';

/** A route `lazy` loader for a page that a feature lib loads on demand. */
export const lazyPage = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load(),
});
