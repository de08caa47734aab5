import { messages } from '../../domain/i18n/es';
import { PricingPage, pricingMeta } from './marketing/pricing';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('es', messages, 'pricing');

export const meta = () => pricingMeta(handle.site);

export default PricingPage;
