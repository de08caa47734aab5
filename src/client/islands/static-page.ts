import { fetchUser } from '../features/auth/api/fetch-user';
import { CONTACT_FORM_ATTR, enhanceContactForm } from '../features/contact/enhance-contact-form';
import { enhanceZipCheck, ZIP_CHECK_ATTR } from '../features/marketing/enhance-zip-check';
import {
  SERVICE_AREAS_ATTR,
  showLiveServiceAreas,
} from '../features/marketing/show-live-service-areas';
import { PAYPAL_STEPS_ATTR } from '../features/payments/paypal-steps-attr';
import { SIGNUP_STEP_ATTR } from '../features/payments/signup-step-attr';
import {
  enhancePropertyLeadForm,
  PROPERTY_LEAD_FORM_ATTR,
} from '../features/property-leads/enhance-property-lead-form';
import { hasSignedInHint, markStaff } from '../lib/auth-hint';
import { isCurrentLink } from '../lib/current-link';
import { mountToaster, TOASTER_ATTR } from '../lib/mount-toaster';
import { SITE_HEADER_ATTR, startSiteChrome } from '../lib/site-chrome';
import { CLIENT_PORTAL_ATTR } from '../routes/client-portal/portal-attr';
import { askPortalQuestions, askSignUpQuestions } from './early-answers';
import { sendSignedInUserOn, startLoginForms } from './login';
import { enableSignOut } from './sign-out';
import { inVisitorsLanguage } from './visitor-language';

/**
 * The prerendered HTML was built without a hash, so a visit to /#contact arrives with Home
 * marked; the mark follows the hash from then on.
 */
function markCurrentNavLinks() {
  const update = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      `[${SITE_HEADER_ATTR}] nav a[href^="/"]`,
    )) {
      const current = isCurrentLink(link.getAttribute('href')!, location.pathname, location.hash);
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };
  update();
  window.addEventListener('hashchange', update);
}

/**
 * The hint cookie can outlive its session (idle expiry, a password reset on another device).
 * fetchUser asks only when the hint is there, and on a 401 drops it, which turns the header back to
 * Log In / Sign Up. Any other failure leaves the header as it is. An admin's Account menu gains
 * its Office entry. The answer is the islands' too: they do not ask again.
 */
function confirmSignedIn() {
  const user = fetchUser();
  user
    .then((answer) => {
      if (answer) markStaff(answer.role === 'admin');
      sendSignedInUserOn(answer);
    })
    .catch(() => undefined);
  return user;
}

// The one script of the static pages (see
// docs/decisions/008-static-marketing-pages-with-islands.md): everything on them is HTML and CSS
// except these few behaviours, so they load no framework.
startSiteChrome();
mountToaster(document.querySelector<HTMLElement>(`[${TOASTER_ATTR}]`)!);
enableSignOut();
markCurrentNavLinks();
const user = confirmSignedIn();
startLoginForms();
// The sign-up form is the app's React form: only its page loads React, and only for it. What an
// island needs from the server is asked here, while its code loads, not once React has run
// (docs/decisions/048-islands-ask-before-react-arrives.md).
if (document.querySelector(`[${SIGNUP_STEP_ATTR}]`)) {
  const answers = askSignUpQuestions(user);
  void import('./signup').then(({ renderSignupStep }) => renderSignupStep(answers));
}
if (document.querySelector(`[${PAYPAL_STEPS_ATTR}]`)) {
  const answers = askSignUpQuestions(user);
  void import('./paypal-subscribe').then(({ renderPaypalSteps }) => renderPaypalSteps(answers));
}
// So is the client portal, for a browser where someone signed in; a visitor's Access Denied is
// HTML, written in the visitor's language when it is not English.
if (document.querySelector(`[${CLIENT_PORTAL_ATTR}]`)) {
  if (hasSignedInHint()) {
    const answers = askPortalQuestions(user);
    void import('./client-portal').then(({ renderClientPortal }) => renderClientPortal(answers));
  } else {
    inVisitorsLanguage(async (language) => {
      await (await import('./static-page-text')).showStaticPageIn(language);
    });
  }
}
for (const form of document.querySelectorAll<HTMLFormElement>(`form[${CONTACT_FORM_ATTR}]`)) {
  enhanceContactForm(form);
}
for (const form of document.querySelectorAll<HTMLFormElement>(`form[${PROPERTY_LEAD_FORM_ATTR}]`)) {
  enhancePropertyLeadForm(form);
}
for (const form of document.querySelectorAll<HTMLFormElement>(`form[${ZIP_CHECK_ATTR}]`)) {
  enhanceZipCheck(form);
}
for (const list of document.querySelectorAll<HTMLElement>(`[${SERVICE_AREAS_ATTR}]`)) {
  showLiveServiceAreas(list);
}
