import { PRIVACY_POLICY } from '../../domain/content/legal';
import { PAGES } from '../../domain/content/pages';
import { LegalPage } from '../features/marketing/components/legal-page';
import { marketingMeta } from '../lib/seo';

export const meta = () => marketingMeta(PAGES.privacyPolicy);

export default function PrivacyPolicy() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY_POLICY} />;
}
