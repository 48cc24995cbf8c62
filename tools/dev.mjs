// npm run dev: the api in watch mode behind Vite's hot-reloading dev server, one URL
// (http://localhost:3000; Vite proxies /api to the api on API_DEV_PORT).
import { serve, toolEnv } from './run.mjs';

const apiPort = process.env.API_DEV_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const env = { ...toolEnv, API_DEV_PORT: apiPort };

serve(
  'npx',
  [
    'tsx',
    'watch',
    '--clear-screen=false',
    '--conditions=@ruume/source',
    'apps/api/src/main.ts',
  ],
  {
    env: {
      ...env,
      PORT: apiPort,
      PUBLIC_URL: `http://localhost:${webPort}`,
      NODE_ENV: 'development',
    },
  },
);
serve('npx', ['vite', '--config', 'apps/web/vite.config.mts'], {
  env: { ...env, PORT: webPort },
});
