import { CalendarOff } from 'lucide-react';
import { lastHoldDay } from '../../../../domain/holds';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useCancelHold } from '../api/cancel-hold';
import { HoldDialog } from './on-demand-dialogs';

/**
 * The holds booked for later ("On hold Dec 20 – Jan 3"), each with Change (the hold dialog) and
 * Cancel Hold, which brings its pickups back (docs/product.md#holds).
 */
export function ScheduledHolds({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formats = useFormats();
  const formMessage = useFormMessage();
  const cancel = useCancelHold();
  if (subscription.holds.length === 0) return null;
  return (
    <ul className="mt-4 grid gap-2" aria-label={t('portal.hold.booked')}>
      {subscription.holds.map((hold) => (
        <li
          key={hold.id}
          className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-2">
            <CalendarOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">
                {t('portal.hold.range', {
                  from: formats.day(hold.startsOn),
                  to: formats.day(lastHoldDay(hold)),
                })}
              </p>
              <p>{t('portal.hold.comesBack', { date: formats.serviceDate(hold.returnsOn) })}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <HoldDialog
              subscription={subscription}
              hold={hold}
              trigger={
                <Button variant="outline" size="sm">
                  {t('portal.hold.change')}
                </Button>
              }
            />
            <Button
              variant="ghost"
              size="sm"
              disabled={cancel.isPending}
              onClick={() =>
                void cancel.mutateAsync({ id: subscription.id, holdId: hold.id }).then(
                  () =>
                    toast({
                      title: t('portal.hold.cancelledTitle'),
                      description: t('portal.hold.cancelledText'),
                    }),
                  (err: unknown) =>
                    toast({
                      title: t('portal.hold.cancelFailedTitle'),
                      description: formMessage(errorMessage(err, t('portal.hold.cancelFailed'))),
                      variant: 'destructive',
                    }),
                )
              }
            >
              {t('portal.hold.cancel')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
