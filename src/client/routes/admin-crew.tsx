import { OfficePageHeading } from '../components/layout/office-layout';
import { CrewAssignmentsSection } from '../features/admin/components/crew-assignments-section';
import { InvitePorterDialog } from '../features/admin/components/invite-porter-dialog';
import { PortersSection } from '../features/admin/components/porters-section';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Crew',
    description: 'The porters and the communities each walks.',
    path: '/admin/crew',
    noIndex: true,
  });

/** The crew (docs/product.md#crew-app): invite porters, and say who walks where each weekday. */
export default function AdminCrew() {
  return (
    <>
      <OfficePageHeading
        title="Crew"
        description="Invite porters, and choose who walks each community on each day of the week."
        actions={<InvitePorterDialog />}
      />
      <div className="grid gap-10">
        <PortersSection />
        <CrewAssignmentsSection />
      </div>
    </>
  );
}
