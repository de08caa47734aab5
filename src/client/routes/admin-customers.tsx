import { OfficePageHeading } from '../components/layout/office-layout';
import { CustomersList } from '../features/admin/components/customers-list';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Customers',
    description: 'Everyone with an account.',
    path: '/admin/customers',
    noIndex: true,
  });

export default function AdminCustomers() {
  return (
    <>
      <OfficePageHeading
        title="Customers"
        description="Everyone with an account, with their door and what they changed in it."
      />
      <CustomersList />
    </>
  );
}
