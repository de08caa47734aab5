import type { FastifyInstance } from 'fastify';
import { buildSitemapXml } from './sitemap-xml.ts';

/** /sitemap.xml (robots.txt points here), built once from the route list at start-up. */
export function registerSeo(app: FastifyInstance) {
  const xml = buildSitemapXml();
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml),
  );
}
