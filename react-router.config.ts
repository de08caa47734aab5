import type { Config } from '@react-router/dev/config';
import { PRERENDERED_ROUTES } from './src/domain/site.ts';

export default {
  appDirectory: 'src/client',
  buildDirectory: 'build',
  ssr: false,
  // Marketing pages ship as static HTML so crawlers and first paint get content without JS.
  prerender: [...PRERENDERED_ROUTES],
} satisfies Config;
