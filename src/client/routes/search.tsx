import { messages } from '../../domain/i18n/en';
import { clientSitePage } from '../lib/site-text';
import { SearchPage, searchMeta } from './marketing/search';

export const handle = clientSitePage('en', messages, 'search');

export const meta = () => searchMeta(handle.site);

export default SearchPage;
