import { CONTACT_SECTION_ID } from '../../../../domain/site';

// Pages that show the contact form link to their own section; the others go to the home page's,
// and the router scrolls to it once the page is there.
export const CONTACT_ON_PAGE = `#${CONTACT_SECTION_ID}`;
export const CONTACT_ON_HOME = `/#${CONTACT_SECTION_ID}`;
