import { messages } from '../../domain/i18n/es';
import { HomePage, homeMeta } from './marketing/home';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('es', messages, 'home');

export const meta = () => homeMeta(handle.site);

export default HomePage;
