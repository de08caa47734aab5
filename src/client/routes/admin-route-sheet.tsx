import { streetLine } from '../../domain/address';
import { Building2, Flag, KeyRound, Phone, Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { OPEN_NOTICE_LINE } from '../../domain/door-notices';
import { formatServiceDate, serviceClock } from '../../domain/pickup-calendar';
import { PICKUP_WINDOW_LABEL } from '../../domain/pickup-window';
import { PLANS } from '../../domain/plans';
import { formatUsPhone } from '../../domain/phone';
import { OfficePageHeading } from '../components/layout/office-layout';
import { ServiceStatusBadge } from '../components/status-badges';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Spinner } from '../components/ui/spinner';
import { useRouteSheet } from '../features/admin/api/get-route-sheet';
import { errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Route Sheet',
    description: "The day's pickups for the collection round.",
    path: '/admin/route-sheet',
    noIndex: true,
  });

function Sheet({ date }: { date: string }) {
  const sheet = useRouteSheet(date);
  if (sheet.isPending) return <Spinner label="Loading the route sheet" />;
  if (sheet.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
        {errorMessage(sheet.error, 'Failed to load the route sheet')}
      </p>
    );
  }
  const { groups, total } = sheet.data;
  if (total === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted">
        No pickups on this day.
      </p>
    );
  }
  return (
    <div className="grid gap-8 print:gap-4">
      {groups.map(({ heading, community, stops }, g) => (
        <section key={heading} aria-labelledby={`group-${g}`} className="break-inside-avoid-page">
          <div className="border-b-2 border-brand-600 pb-1">
            <h2
              id={`group-${g}`}
              className="flex flex-wrap items-center gap-x-2 text-xl font-bold text-ink"
            >
              <Building2 aria-hidden className="size-5 text-brand-700 print:hidden" /> {heading}
              <span className="text-sm font-normal text-muted">
                ({stops.length} {stops.length === 1 ? 'stop' : 'stops'})
              </span>
            </h2>
            {community ? (
              <p className="text-sm text-ink">
                {community.street}, {community.zip}
              </p>
            ) : null}
            {community?.accessNotes ? (
              <p className="mt-1 rounded bg-sky-50 px-2 py-1 text-sm text-sky-950">
                <strong>Access:</strong> {community.accessNotes}
              </p>
            ) : null}
          </div>
          <ol className="mt-2 divide-y divide-slate-200">
            {stops.map((stop, i) => (
              <li
                key={stop.scheduleId}
                className="grid gap-1 py-3 break-inside-avoid sm:grid-cols-[2rem_1fr_auto]"
              >
                <span aria-hidden className="hidden font-bold text-muted sm:block">
                  {i + 1}.
                </span>
                <div className="min-w-0 break-words">
                  <p className="font-semibold text-ink">
                    {stop.building ? `Building ${stop.building}, ` : ''}
                    {streetLine(stop.address, stop.unit)}{' '}
                    <span className="font-normal text-muted">
                      {stop.city} {stop.zip}
                    </span>
                  </p>
                  <p className="text-sm">
                    {stop.customerName} · {PLANS[stop.plan].title} (up to{' '}
                    {PLANS[stop.plan].bagsPerPickup} bags)
                  </p>
                  <p className="flex flex-wrap gap-x-4 text-sm">
                    <span className="inline-flex items-center gap-1">
                      <KeyRound aria-hidden className="size-4 print:hidden" /> Gate code:{' '}
                      <strong>{stop.gateCode || '-'}</strong>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Phone aria-hidden className="size-4 print:hidden" />
                      {formatUsPhone(stop.phone)}
                    </span>
                  </p>
                  {stop.specialInstructions ? (
                    <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
                      {stop.specialInstructions}
                    </p>
                  ) : null}
                  {stop.notes ? <p className="text-sm text-muted">Note: {stop.notes}</p> : null}
                  {stop.openNotice ? (
                    <p className="mt-1 inline-flex items-center gap-1 rounded bg-red-50 px-2 py-1 text-sm font-medium text-red-900">
                      <Flag aria-hidden className="size-4 print:hidden" /> {OPEN_NOTICE_LINE}
                    </p>
                  ) : null}
                </div>
                <div className="print:hidden">
                  <ServiceStatusBadge status={stop.status} />
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** Today's round for the staff: printable, by community, building and unit (docs/product.md). */
export default function AdminRouteSheet() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || serviceClock(new Date()).date;
  return (
    <section className="mx-auto max-w-4xl print:max-w-none">
      <OfficePageHeading
        title="Route Sheet"
        description="The day's stops by community, building and unit, ready to print."
        actions={
          <>
            <label className="grid gap-1 text-sm font-medium">
              Date
              <Input
                type="date"
                value={date}
                onChange={(e) => e.target.value && setParams({ date: e.target.value })}
                className="sm:h-10"
              />
            </label>
            <Button onClick={() => window.print()} className="sm:h-10">
              <Printer aria-hidden /> Print
            </Button>
          </>
        }
      />
      <p className="text-lg font-semibold text-ink">
        Pickups for {formatServiceDate(date)}, {PICKUP_WINDOW_LABEL}
      </p>
      <div className="mt-6">
        <Sheet date={date} />
      </div>
    </section>
  );
}
