import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    // In `npm run dev` the API runs beside Vite; the browser still sees one origin.
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
