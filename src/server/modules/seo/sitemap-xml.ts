import { MARKETING_ROUTES, SITE_URL } from '../../../domain/site.ts';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sitemaps.org document for the public pages: exactly the prerendered marketing routes, in
 * English and in Spanish.
 */
export function buildSitemapXml(
  routes: readonly string[] = MARKETING_ROUTES,
  origin: string = SITE_URL,
): string {
  const urls = routes
    .map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
