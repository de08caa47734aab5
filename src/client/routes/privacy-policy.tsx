import { PRIVACY_POLICY } from '../../domain/content/legal';
import { PAGES } from '../../domain/content/pages';
import { LegalPage } from '../features/marketing/components/legal-page';
import { marketingMeta } from '../lib/seo';
import { STATIC_PAGE_HANDLE } from '../lib/static-page';

export const meta = () => marketingMeta(PAGES.privacyPolicy);

export const handle = STATIC_PAGE_HANDLE;

export default function PrivacyPolicy() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY_POLICY} />;
}
