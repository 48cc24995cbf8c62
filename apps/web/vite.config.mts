import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

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
  // Brotli and gzip twins of every hashed text asset, built once: the api serves them as they are
  // (index.html is compressed by the api, after the runtime config goes in).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /index\.html$/] })],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
  },
}));
