import { messages } from '../../domain/i18n/es';
import { SitemapPage, sitemapMeta } from './marketing/sitemap';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('es', messages, 'sitemap');

export const meta = () => sitemapMeta(handle.site);

export default SitemapPage;
