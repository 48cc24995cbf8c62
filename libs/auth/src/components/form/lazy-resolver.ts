import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and with it the schema library) loads on first validation or
 * on `preload()`, not with the page: the sign-in page renders without zod. Validation is the
 * schema's own, unchanged.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): Resolver<T> & { preload: () => void } {
  let loaded: Promise<Resolver<T>> | null = null;
  const get = () => (loaded ??= load());
  const resolver: Resolver<T> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get() });
}
