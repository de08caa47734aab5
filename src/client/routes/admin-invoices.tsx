import { OfficePageHeading } from '../components/layout/office-layout';
import { PropertyInvoicesSections } from '../features/admin/components/property-invoices-sections';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Invoices',
    description: 'What property-paid communities owe, and their monthly invoices.',
    path: '/admin/invoices',
    noIndex: true,
  });

/** The properties' monthly invoices (docs/product.md#property-invoices). */
export default function AdminInvoices() {
  return (
    <>
      <OfficePageHeading
        title="Invoices"
        description="What property-paid communities owe, and each one's monthly invoices with their door-by-door lines."
      />
      <PropertyInvoicesSections />
    </>
  );
}
