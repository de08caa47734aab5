import { useState } from 'react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { streetLine } from '../../../../domain/address';
import type { AdminSchedule } from '../../../../domain/schemas/admin';
import type { ServiceStatus } from '../../../../domain/schemas/service-schedule';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialogContent } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useSetServiceStatus } from '../api/schedule-service';
import { formatServiceDay } from './format';
import { MoreActionsMenu } from './more-actions-menu';

/** The statuses a row can be set to, in the order of its buttons; its own status is left out. */
const ACTIONS: readonly ServiceStatus[] = ['completed', 'missed', 'cancelled', 'scheduled'];

/** The action a row of the table shows as its button: the pickup done, or reopened once settled. */
const mainAction = (status: ServiceStatus): ServiceStatus =>
  status === 'scheduled' ? 'completed' : 'scheduled';

const failed = (err: unknown, title: string = ADMIN_TEXT.scheduleFailedTitle) =>
  toast({
    title,
    description: errorMessage(err, ADMIN_TEXT.updateFailedDefault),
    variant: 'destructive',
  });

/**
 * The row actions of the schedules list (docs/decisions/013-admin-schedules-pickups.md), each
 * worded and naming its row: on a phone's card every one is a button; in the table's one-line row
 * (`inRow`) the likely one is a button and the others are in its More actions menu
 * (docs/decisions/047-office-record-numbers-and-dense-lists.md). Each asks first; the toast that
 * follows offers Undo, which puts the status the row had back through the API.
 */
export function ScheduleRowActions({
  schedule,
  inRow = false,
}: {
  schedule: AdminSchedule;
  inRow?: boolean;
}) {
  const update = useSetServiceStatus();
  const [asking, setAsking] = useState<ServiceStatus | null>(null);
  const day = formatServiceDay(schedule.serviceDate);
  const who = schedule.customerName;

  const undo = (previous: ServiceStatus) =>
    update.mutateAsync({ id: schedule.id, status: previous }).then(
      () =>
        toast({
          title: ADMIN_TEXT.undoneTitle,
          description: ADMIN_TEXT.undoneText(who, day, previous),
        }),
      (err: unknown) => failed(err, ADMIN_TEXT.undoFailedTitle),
    );

  const confirm = (status: ServiceStatus) => {
    const previous = schedule.status;
    update.mutate(
      { id: schedule.id, status },
      {
        onSuccess: () => {
          setAsking(null);
          toast({
            title: ADMIN_TEXT.updatedTitle,
            description: ADMIN_TEXT.updatedText(who, day, status),
            action: { label: ADMIN_TEXT.undo, onClick: () => void undo(previous) },
          });
        },
        onError: (err) => {
          setAsking(null);
          failed(err);
        },
      },
    );
  };

  const actions = ACTIONS.filter((status) => status !== schedule.status);
  const shown = inRow ? [mainAction(schedule.status)] : actions;
  const folded = inRow ? actions.filter((status) => !shown.includes(status)) : [];
  return (
    <div className={cn('flex gap-1.5', inRow ? 'flex-nowrap' : 'flex-wrap')}>
      {shown.map((status) => (
        <Button
          key={status}
          variant="outline"
          size="sm"
          className="h-8 px-2.5"
          aria-label={`${ADMIN_TEXT.statusAction[status]}: ${who}, ${day}`}
          disabled={update.isPending}
          onClick={() => setAsking(status)}
        >
          {ADMIN_TEXT.statusAction[status]}
        </Button>
      ))}
      {folded.length > 0 ? (
        <MoreActionsMenu
          about={`${who}, ${day}`}
          items={folded.map((status) => ({
            label: ADMIN_TEXT.statusAction[status],
            onSelect: () => setAsking(status),
          }))}
          disabled={update.isPending}
          className="h-8"
        />
      ) : null}
      <AlertDialog open={asking !== null} onOpenChange={(open) => !open && setAsking(null)}>
        {asking ? (
          <ConfirmDialogContent
            title={ADMIN_TEXT.statusQuestion[asking]}
            description={
              <>
                <span className="block font-semibold text-ink">{who}</span>
                <span className="block">
                  {streetLine(schedule.address, schedule.unit)}, {schedule.city}
                </span>
                <span className="block">{day}</span>
                <span className="mt-2 block">{ADMIN_TEXT.statusUndoHint}</span>
              </>
            }
            cancelLabel={ADMIN_TEXT.statusGoBack}
            confirmLabel={ADMIN_TEXT.statusAction[asking]}
            pending={update.isPending}
            pendingLabel="Saving"
            destructive={asking === 'cancelled'}
            onConfirm={() => confirm(asking)}
          />
        ) : null}
      </AlertDialog>
    </div>
  );
}
