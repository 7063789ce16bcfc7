import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev:server` listens; the dev server forwards every server path there. */
const SERVER = 'http://localhost:8080';

const toServer: ProxyOptions = { target: SERVER, changeOrigin: true, ws: true };

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  resolve: { alias: { '@': `${root}src` } },
  server: {
    port: 5173,
    proxy: { '/api': toServer, '/dev': toServer, '/ws': toServer, '/mqtt': toServer },
  },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // No group for antd or other libraries: each route's chunk takes only the components it uses, so the
        // login page does not download the console's tables, forms and charts.
        codeSplitting: {
          groups: [
            // The same for every page and the slowest to change: cached across our releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            // With zod's set-up (src/lib/zodWithoutEval.ts): every chunk that makes schemas loads this one first.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zodWithoutEval\.ts$/, priority: 2 },
          ],
        },
      },
    },
  },
});
