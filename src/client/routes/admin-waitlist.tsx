import { OfficePageHeading } from '../components/layout/office-layout';
import { WaitlistTable } from '../features/admin/components/waitlist-table';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Waitlist',
    description: 'People waiting for us to serve their ZIP code.',
    path: '/admin/waitlist',
    noIndex: true,
  });

/** People waiting for us (docs/product.md#waitlist), per ZIP code. */
export default function AdminWaitlist() {
  return (
    <>
      <OfficePageHeading
        title="Waitlist"
        description="People waiting for us to serve their ZIP code or their house."
      />
      <WaitlistTable />
    </>
  );
}
