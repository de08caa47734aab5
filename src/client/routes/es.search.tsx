import { messages } from '../../domain/i18n/es';
import { clientSitePage } from '../lib/site-text';
import { SearchPage, searchMeta } from './marketing/search';

export const handle = clientSitePage('es', messages, 'search');

export const meta = () => searchMeta(handle.site);

export default SearchPage;
