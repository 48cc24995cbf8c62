// Serves the static Storybook catalogue (dist/storybook, from `npm run build-storybook`) over
// plain HTTP: Chromium will not run its ES modules from file://. No dev server, no build.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

export const CATALOGUE_DIR = path.resolve(
  import.meta.dirname,
  '../../dist/storybook',
);

/** Starts serving the catalogue; resolves to its base URL and a close function. */
export async function serveCatalogue({ port = 0, host = '127.0.0.1' } = {}) {
  if (!existsSync(path.join(CATALOGUE_DIR, 'index.html'))) {
    throw new Error(
      'no catalogue in dist/storybook: build it with `npm run build-storybook`',
    );
  }
  const server = Fastify();
  await server.register(fastifyStatic, { root: CATALOGUE_DIR });
  const address = await server.listen({ port, host });
  return { url: address, close: () => server.close() };
}
