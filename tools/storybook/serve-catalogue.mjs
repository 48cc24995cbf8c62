// npm run catalogue: the built Storybook catalogue at http://localhost:6007 (PORT to change),
// for designers and reviewers; build it first with `npm run build-storybook`.
import { serveCatalogue } from './catalogue-server.mjs';

try {
  const { url } = await serveCatalogue({
    port: Number(process.env.PORT ?? 6007),
    host: process.env.HOST ?? 'localhost',
  });
  console.log(`ruume catalogue: ${url}  (Ctrl-C to stop)`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
