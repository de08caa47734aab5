import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '../../../domain/content/legal';
import { pageInfo } from '../../../domain/content/pages';
import type { Translator } from '../../../domain/i18n/translate';
import { marketingMeta } from '../../lib/seo';
import { LegalPage } from '../../features/marketing/components/legal-page';
import { useSiteText } from '../../lib/site-text-context';

export const privacyPolicyMeta = (site: Translator) =>
  marketingMeta(pageInfo(site, 'privacyPolicy'), site);
export const termsOfServiceMeta = (site: Translator) =>
  marketingMeta(pageInfo(site, 'termsOfService'), site);

export function PrivacyPolicyPage() {
  const { t } = useSiteText();
  return <LegalPage title={t('site.page.privacyPolicy.title')} sections={PRIVACY_POLICY} />;
}

export function TermsOfServicePage() {
  const { t } = useSiteText();
  return <LegalPage title={t('site.page.termsOfService.title')} sections={TERMS_OF_SERVICE} />;
}
