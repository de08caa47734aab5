import { messages } from '../../domain/i18n/en';
import { PricingPage, pricingMeta } from './marketing/pricing';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'pricing');

export const meta = () => pricingMeta(handle.site);

export default PricingPage;
