import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where `npm run dev:server` listens; the dev server forwards every server path there. */
const SERVER = 'http://localhost:8080';

const toServer: ProxyOptions = { target: SERVER, changeOrigin: true, ws: true };

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@': `${root}src` } },
  server: {
    port: 5173,
    proxy: { '/api': toServer, '/dev': toServer, '/ws': toServer, '/mqtt': toServer },
  },
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    // antd alone is ~650 kB (200 kB gzipped); it is one chunk on purpose, cached across our releases.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 3 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 2 },
            // With zod's set-up (src/lib/zodWithoutEval.ts): every chunk that makes schemas loads this one first.
            { name: 'vendor', test: /node_modules[\\/]|src[\\/]lib[\\/]zodWithoutEval\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
