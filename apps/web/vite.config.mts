import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Dev: the SPA on :3000 with hot reload, the API (tsx watch) behind it on API_DEV_PORT.
const apiDevPort = process.env.API_DEV_PORT ?? '3001';

export default defineConfig(() => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  // Workspace libs resolve to their sources (package.json "@ruume/source" export condition).
  resolve: { conditions: ['@ruume/source', 'module', 'browser', 'development|production'] },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: 'localhost',
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiDevPort}`, ws: true } },
  },
  preview: { port: 4300, host: 'localhost' },
  plugins: [react()],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
}));
