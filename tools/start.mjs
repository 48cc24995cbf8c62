// npm start: build the web app and the api (Nx caches unchanged builds), then serve the
// production build on the embedded defaults at http://localhost:3000.
import { run, serve, toolEnv } from './run.mjs';

await run('npx', ['nx', 'run-many', '-t', 'build', '--projects=web,api', '--output-style=static']);
serve('node', ['--enable-source-maps', 'apps/api/dist/main.js'], {
  env: { ...toolEnv, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
