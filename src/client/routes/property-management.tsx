import { messages } from '../../domain/i18n/en';
import { PropertyManagementPage, propertyManagementMeta } from './marketing/property-management';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'propertyManagement');

export const meta = () => propertyManagementMeta(handle.site);

export default PropertyManagementPage;
