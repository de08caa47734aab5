import { messages } from '../../domain/i18n/en';
import { PrivacyPolicyPage, privacyPolicyMeta } from './marketing/legal';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'privacyPolicy');

export const meta = () => privacyPolicyMeta(handle.site);

export default PrivacyPolicyPage;
