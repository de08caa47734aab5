import { History } from 'lucide-react';
import { formatServiceDate } from '../../../../domain/pickup-calendar';
import { ServiceStatusBadge } from '../../../components/status-badges';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useServiceSchedules } from '../api/get-service-schedules';
import { QueryState } from './query-state';

/** The last pickups staff completed, missed or cancelled (from the service schedules). */
export function RecentServices() {
  const query = useServiceSchedules();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <History aria-hidden className="size-5 text-brand-700" /> Recent service
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState
          isPending={query.isPending}
          isError={query.isError}
          loadingLabel="Loading recent service"
          errorText="Failed to load your pickups. Please try again."
          onRetry={() => void query.refetch()}
        >
          {query.data?.recent.length ? (
            <ul className="divide-y divide-slate-200" aria-label="Recent pickups">
              {query.data.recent.map((service) => (
                <li key={service.id} className="flex items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium">{formatServiceDate(service.serviceDate)}</p>
                    {service.notes ? <p className="text-sm text-muted">{service.notes}</p> : null}
                  </div>
                  <ServiceStatusBadge status={service.status} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">
              No pickups yet. Each pickup appears here once our team has been to your door.
            </p>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
