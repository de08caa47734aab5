import { messages } from '../../domain/i18n/en';
import { SitemapPage, sitemapMeta } from './marketing/sitemap';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'sitemap');

export const meta = () => sitemapMeta(handle.site);

export default SitemapPage;
