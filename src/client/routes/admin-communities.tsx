import { Scale } from 'lucide-react';
import { NOTICE_STAFF_TEXT } from '../../domain/notice-staff-text';
import { OfficePageHeading } from '../components/layout/office-layout';
import type { CommunityDialog } from '../features/admin/components/communities-section';
import { ServiceAreaSections } from '../features/admin/components/service-area-sections';
import { CommunityRulesDialog } from '../features/staff-notices/components/community-rules-dialog';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Communities',
    description: 'Where we serve.',
    path: '/admin/communities',
    noIndex: true,
  });

/**
 * Each community's notice rules, from its actions
 * (docs/product.md#notices-for-managers-and-the-office).
 */
const COMMUNITY_DIALOGS: readonly CommunityDialog[] = [
  {
    label: NOTICE_STAFF_TEXT.rulesAction,
    icon: <Scale aria-hidden />,
    render: (community, open, onOpenChange) => (
      <CommunityRulesDialog community={community} open={open} onOpenChange={onOpenChange} />
    ),
  },
];

/** Where we serve (docs/product.md#service-areas): the office edits it here, no release needed. */
export default function AdminCommunities() {
  return (
    <>
      <OfficePageHeading
        title="Communities"
        description="Where we serve: customers whose community is not listed yet, the communities, and the ZIP codes."
      />
      <ServiceAreaSections communityDialogs={COMMUNITY_DIALOGS} />
    </>
  );
}
