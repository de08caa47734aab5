import { TERMS_OF_SERVICE } from '../../domain/content/legal';
import { PAGES } from '../../domain/content/pages';
import { LegalPage } from '../features/marketing/components/legal-page';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.termsOfService);

export const handle = STATIC_PAGE_HANDLE;

export default function TermsOfService() {
  return <LegalPage title="Terms of Service" sections={TERMS_OF_SERVICE} />;
}
