import { Play, XCircle } from 'lucide-react';
import { useState } from 'react';
import { CANCEL_TEXT } from '../../../../domain/cancellation';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import type { Subscription } from '../../../../domain/schemas/subscription';
import {
  canCancel,
  canChangePlan,
  canPause,
  canResume,
} from '../../../../domain/subscription-status';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { CancelDialog, HoldDialog, PlanChangeDialog } from './on-demand-dialogs';
import { ScheduledHolds } from './scheduled-holds';

type Outcome = { title: string; text: string; failedTitle: string; failedDefault: string };

const OUTCOMES = {
  resume: {
    title: M.resumedTitle,
    text: M.resumedText,
    failedTitle: M.resumeFailedTitle,
    failedDefault: M.resumeFailedDefault,
  },
  cancel: {
    title: M.cancelledTitle,
    text: M.cancelledText,
    failedTitle: M.cancelFailedTitle,
    failedDefault: M.cancelFailedDefault,
  },
} satisfies Record<string, Outcome>;

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
        description: errorMessage(err, outcome.failedDefault),
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
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [holding, setHolding] = useState(false);
  const busy = resume.isPending || cancel.isPending;
  const { id, status } = subscription;
  if (!canCancel(status)) return null;

  return (
    <>
      <ScheduledHolds subscription={subscription} />
      <div className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
        {canChangePlan(status) ? <PlanChangeDialog subscription={subscription} /> : null}
        {canPause(status) ? (
          <HoldDialog subscription={subscription} open={holding} onOpenChange={setHolding} />
        ) : canResume(status) ? (
          <Button
            disabled={busy}
            onClick={() => void report(resume.mutateAsync, id, OUTCOMES.resume)}
          >
            <Play aria-hidden />
            {resume.isPending ? 'Resuming…' : 'Resume Now'}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          disabled={busy}
          onClick={() => setConfirmingCancel(true)}
        >
          <XCircle aria-hidden />
          {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
        </Button>
        <CancelDialog
          subscription={subscription}
          open={confirmingCancel}
          onOpenChange={setConfirmingCancel}
          onCancel={(answer) =>
            void report(
              (subscriptionId) => cancel.mutateAsync({ id: subscriptionId, answer }),
              id,
              OUTCOMES.cancel,
              (cancelled) =>
                cancelled.serviceEndsAt
                  ? CANCEL_TEXT.cancelledUntilText(cancelled.serviceEndsAt)
                  : M.cancelledText,
            )
          }
          onPauseInstead={() => setHolding(true)}
        />
      </div>
    </>
  );
}
