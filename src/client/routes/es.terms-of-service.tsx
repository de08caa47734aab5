import { messages } from '../../domain/i18n/es';
import { TermsOfServicePage, termsOfServiceMeta } from './marketing/legal';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('es', messages, 'termsOfService');

export const meta = () => termsOfServiceMeta(handle.site);

export default TermsOfServicePage;
