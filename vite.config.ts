import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { crewDevPage } from './vite.crew.config.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), crewDevPage()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each icon would otherwise be a file of its own (a few hundred bytes): dozens of
          // requests on a first visit over HTTP/1.1. Together they are one small, cached file.
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
  server: {
    // In `npm run dev` the API runs beside Vite; the browser still sees one origin.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
