import { messages } from '../../domain/i18n/en';
import { ResidentialValetPage, residentialValetMeta } from './marketing/residential-valet';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'residentialValet');

export const meta = () => residentialValetMeta(handle.site);

export default ResidentialValetPage;
