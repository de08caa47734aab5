import { messages } from '../../domain/i18n/en';
import { translator } from '../../domain/i18n/translate';

/**
 * The header and footer of the app's own pages (log in, sign up, the portal), which have an
 * English address only.
 */
export const ENGLISH_SITE = translator('en', messages);
