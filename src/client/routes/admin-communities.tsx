import { OfficePageHeading } from '../components/layout/office-layout';
import { ServiceAreaSections } from '../features/admin/components/service-area-sections';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Communities',
    description: 'Where we serve.',
    path: '/admin/communities',
    noIndex: true,
  });

/** Where we serve (docs/product.md#service-areas): the office edits it here, no release needed. */
export default function AdminCommunities() {
  return (
    <>
      <OfficePageHeading
        title="Communities"
        description="Where we serve: customers whose community is not listed yet, the communities, and the ZIP codes."
      />
      <ServiceAreaSections />
    </>
  );
}
