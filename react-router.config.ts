import type { Config } from '@react-router/dev/config';
import { MARKETING_ROUTES, STATIC_APP_ROUTES } from './src/domain/site.ts';

export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  // Marketing pages ship as static HTML so crawlers and first paint get content without JS; so do
  // the app pages whose first visit needs no React.
  prerender: [...MARKETING_ROUTES, ...STATIC_APP_ROUTES],
  // React Router 8's behaviour, taken now: the app has no loaders, actions or middleware, so these
  // change nothing it does, and the Vite Environment API builds without a second Vite server.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
