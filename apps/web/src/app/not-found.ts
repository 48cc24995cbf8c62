// The not-found page on its own module, so that the shell loads it only for unknown paths.
export { NotFoundPage } from '@ruume/ui-kit';
