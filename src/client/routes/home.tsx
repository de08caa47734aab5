import { messages } from '../../domain/i18n/en';
import { HomePage, homeMeta } from './marketing/home';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'home');

export const meta = () => homeMeta(handle.site);

export default HomePage;
