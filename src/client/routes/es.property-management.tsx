import { messages } from '../../domain/i18n/es';
import { PropertyManagementPage, propertyManagementMeta } from './marketing/property-management';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('es', messages, 'propertyManagement');

export const meta = () => propertyManagementMeta(handle.site);

export default PropertyManagementPage;
