import { messages } from '../../domain/i18n/en';
import { AboutPage, aboutMeta } from './marketing/about';
import { sitePage } from '../lib/site-text';

export const handle = sitePage('en', messages, 'about');

export const meta = () => aboutMeta(handle.site);

export default AboutPage;
