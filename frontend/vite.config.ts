import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { routePreloads } from './build/route-preloads.ts';

// In `make dev` Vite serves the SPA with hot reload and forwards server paths to FastAPI.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8000';
const serverPaths = ['/api', '/healthz', '/readyz', '^/auth/(?!callback)'];

export default defineConfig({
  plugins: [react(), routePreloads()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, apiTarget])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // mermaid's diagram engines are large but load only when a diagram is on screen.
    chunkSizeWarningLimit: 1024,
  },
  test: {
    // Most tests are plain TypeScript: a file that needs a DOM starts with
    // `// @vitest-environment jsdom` (setting jsdom up took 2 s per file, most of the run).
    environment: 'node',
    // A file does not get a fresh worker of its own: starting 47 took 12 of the run's 16 s. The
    // tests share no module state (restoreMocks resets the mocks; shuffled orders pass too).
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    restoreMocks: true,
  },
});
