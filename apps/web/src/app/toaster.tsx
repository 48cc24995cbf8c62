// The Toaster on its own module, so that the shell can load it (and sonner) after the first paint.
export { Toaster } from '@ruume/ui-kit';
