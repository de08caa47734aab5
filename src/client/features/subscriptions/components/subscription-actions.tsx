import { Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { Subscription } from '../../../../domain/schemas/subscription';
import {
  canCancel,
  canChangePlan,
  canPause,
  canResume,
} from '../../../../domain/subscription-status';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useFormMessage } from '../../../lib/form-messages';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { CancelDialog, HoldDialog, PlanChangeDialog } from './on-demand-dialogs';
import { ScheduledHolds } from './scheduled-holds';

type Outcome = {
  title: string;
  text: string;
  failedTitle: string;
  failed: (err: unknown) => string;
};

/**
 * Runs one action and reports it, with the server's reason when it refuses. Awaiting the promise
 * (not per-call mutate callbacks) keeps the toast even when the refreshed list unmounts this
 * component (the portal after a cancel).
 */
const report = <T,>(
  run: (id: number) => Promise<T>,
  id: number,
  outcome: Outcome,
  describe: (result: T) => string = () => outcome.text,
) =>
  run(id).then(
    (result) => toast({ title: outcome.title, description: describe(result) }),
    (err: unknown) =>
      toast({
        title: outcome.failedTitle,
        description: outcome.failed(err),
        variant: 'destructive',
      }),
  );

/**
 * Everything a customer can do to one subscription (docs/product.md#subscription-states): change
 * plan, put pickups on hold (the hold dialog, which the cancel dialog can also open) or resume
 * now, cancel; and the holds booked for later. The profile's cards and the portal's overview both
 * show this one row, so the two places behave alike.
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formats = useFormats();
  const formMessage = useFormMessage();
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [holding, setHolding] = useState(false);
  const busy = resume.isPending || cancel.isPending;
  const { id, status } = subscription;
  if (!canCancel(status)) return null;
  const resumed: Outcome = {
    title: t('portal.plan.resumedTitle'),
    text: t('portal.plan.resumedText'),
    failedTitle: t('portal.plan.resumeFailedTitle'),
    failed: (err) => formMessage(errorMessage(err, t('portal.plan.resumeFailed'))),
  };
  const cancelled: Outcome = {
    title: t('portal.cancel.cancelledTitle'),
    text: t('portal.cancel.cancelledText'),
    failedTitle: t('portal.cancel.failedTitle'),
    failed: (err) => formMessage(errorMessage(err, t('portal.cancel.failed'))),
  };

  return (
    <>
      <ScheduledHolds subscription={subscription} />
      <div className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
        {canChangePlan(status) ? <PlanChangeDialog subscription={subscription} /> : null}
        {canPause(status) ? (
          <HoldDialog subscription={subscription} open={holding} onOpenChange={setHolding} />
        ) : canResume(status) ? (
          <Button disabled={busy} onClick={() => void report(resume.mutateAsync, id, resumed)}>
            <Play aria-hidden />
            {resume.isPending ? t('portal.plan.resuming') : t('portal.plan.resumeNow')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          disabled={busy}
          onClick={() => setConfirmingCancel(true)}
        >
          <XCircle aria-hidden />
          {cancel.isPending ? t('portal.cancel.cancelling') : t('portal.cancel.button')}
        </Button>
        <CancelDialog
          subscription={subscription}
          open={confirmingCancel}
          onOpenChange={setConfirmingCancel}
          onCancel={(answer) =>
            void report(
              (subscriptionId) => cancel.mutateAsync({ id: subscriptionId, answer }),
              id,
              cancelled,
              (result) =>
                result.serviceEndsAt
                  ? t('portal.cancel.cancelledUntil', {
                      date: formats.billingDate(result.serviceEndsAt),
                    })
                  : cancelled.text,
            )
          }
          onPauseInstead={() => setHolding(true)}
        />
      </div>
    </>
  );
}
