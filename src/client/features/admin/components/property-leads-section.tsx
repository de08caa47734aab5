import { formatUsPhone } from '../../../../domain/phone';
import { PROPERTY_LEAD_TEXT as TEXT } from '../../../../domain/property-leads';
import type { AdminPropertyLead } from '../../../../domain/schemas/property-leads';
import { Spinner } from '../../../components/ui/spinner';
import { usePropertyLeads } from '../api/property-leads';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatDay } from './format';
import { ListError } from './list-error';

const COLUMNS: readonly Column<AdminPropertyLead>[] = [
  { header: 'When', cell: (l) => formatDay(l.createdAt), className: 'whitespace-nowrap' },
  { header: 'Property', cell: (l) => l.propertyName, className: 'font-medium text-ink' },
  { header: 'Doors', cell: (l) => l.doors.toLocaleString('en-US') },
  {
    header: 'Contact',
    cell: (l) => (
      <>
        {l.contactName}
        <a href={`mailto:${l.email}`} className="block text-xs break-all text-brand-700 underline">
          {l.email}
        </a>
        {l.phone ? <span className="block text-xs">{formatUsPhone(l.phone)}</span> : null}
      </>
    ),
  },
  {
    header: 'Message',
    cell: (l) => (l.message ? <span className="whitespace-pre-line">{l.message}</span> : '—'),
    className: 'max-w-80',
  },
];

/** Properties that asked for information on /property-management, for the office to call. */
export function PropertyLeadsSection() {
  const leads = usePropertyLeads();
  return (
    <section aria-labelledby="property-leads-heading" className="grid gap-3">
      <h2 id="property-leads-heading" className="text-xl font-bold text-ink">
        Property leads
      </h2>
      <p className="text-sm text-muted">
        Apartment communities that asked for information on the property management page, newest
        first. Call or email each within one business day.
      </p>
      {leads.isError && !leads.data ? (
        <ListError
          error={leads.error}
          message={TEXT.listFailed}
          onRetry={() => void leads.refetch()}
        />
      ) : leads.data ? (
        <DataTable
          caption="Property leads"
          columns={COLUMNS}
          rows={leads.data}
          empty="No property has asked for information yet."
        />
      ) : (
        <Spinner label="Loading property leads" />
      )}
    </section>
  );
}
