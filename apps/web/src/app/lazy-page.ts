import type { ComponentType } from 'react';

/** A route `lazy` loader that takes one page component from a lazily imported lib. */
export const lazyPage =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });
