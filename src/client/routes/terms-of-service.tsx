import { messages } from '../../domain/i18n/en';
import { TermsOfServicePage, termsOfServiceMeta } from './marketing/legal';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'termsOfService');

export const meta = () => termsOfServiceMeta(handle.site);

export default TermsOfServicePage;
