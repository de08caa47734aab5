import { OfficePageHeading } from '../components/layout/office-layout';
import { CancellationReasonsSection } from '../features/admin/components/cancellation-reasons-section';
import { SubscriptionsList } from '../features/admin/components/subscriptions-list';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Subscriptions',
    description: 'Every paid plan.',
    path: '/admin/subscriptions',
    noIndex: true,
  });

export default function AdminSubscriptions() {
  return (
    <>
      <OfficePageHeading
        title="Subscriptions"
        description="Every plan a customer pays for. Unfinished checkouts show only when the status filter asks for Pending."
      />
      <SubscriptionsList />
      <CancellationReasonsSection />
    </>
  );
}
