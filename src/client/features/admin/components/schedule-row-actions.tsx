import { Ban, CheckCircle2, CircleSlash } from 'lucide-react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import type { AdminSchedule } from '../../../../domain/schemas/admin';
import type { ServiceStatus } from '../../../../domain/schemas/service-schedule';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useSetServiceStatus } from '../api/schedule-service';
import { formatServiceDay } from './format';

const ACTIONS: { status: ServiceStatus; label: string; icon: typeof Ban; tone: string }[] = [
  { status: 'completed', label: 'Mark completed', icon: CheckCircle2, tone: 'text-brand-700' },
  { status: 'missed', label: 'Mark missed', icon: CircleSlash, tone: 'text-amber-700' },
  { status: 'cancelled', label: 'Cancel service', icon: Ban, tone: 'text-red-700' },
];

/**
 * The row actions of Service Management (docs/decisions/013-admin-schedules-pickups.md), each
 * naming its row.
 */
export function ScheduleRowActions({ schedule }: { schedule: AdminSchedule }) {
  const update = useSetServiceStatus();
  const when = schedule.serviceDate;
  return (
    <div className="flex gap-1">
      {ACTIONS.map(({ status, label, icon: Icon, tone }) => (
        <Button
          key={status}
          variant="ghost"
          size="icon"
          className={`size-9 ${tone}`}
          title={label}
          aria-label={`${label}: ${schedule.customerName}, ${when}`}
          disabled={update.isPending || schedule.status === status}
          onClick={() =>
            update.mutate(
              { id: schedule.id, status },
              {
                onSuccess: () =>
                  toast({
                    title: ADMIN_TEXT.updatedTitle,
                    description: ADMIN_TEXT.updatedText(
                      schedule.customerName,
                      formatServiceDay(when),
                      status,
                    ),
                  }),
                onError: (err) =>
                  toast({
                    title: ADMIN_TEXT.scheduleFailedTitle,
                    description: errorMessage(err, ADMIN_TEXT.updateFailedDefault),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          <Icon aria-hidden className="size-5" />
        </Button>
      ))}
    </div>
  );
}
