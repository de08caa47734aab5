import { Pause, Play, XCircle } from 'lucide-react';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { canCancel, canPause } from '../../../../domain/subscription-status';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useCancelSubscription } from '../api/cancel-subscription';
import { usePauseSubscription } from '../api/pause-subscription';
import { useResumeSubscription } from '../api/resume-subscription';

type Outcome = { title: string; text: string; failedTitle: string; failedDefault: string };

const OUTCOMES = {
  pause: {
    title: M.pausedTitle,
    text: M.pausedText,
    failedTitle: M.pauseFailedTitle,
    failedDefault: M.pauseFailedDefault,
  },
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
 * Runs one action and reports it. Awaiting the promise (not per-call mutate callbacks) keeps the
 * toast even when the refreshed list unmounts this component (the portal after a cancel).
 */
const report = (
  run: (id: number) => Promise<unknown>,
  id: number,
  outcome: Outcome,
  failureText?: string,
) =>
  run(id).then(
    () => toast({ title: outcome.title, description: outcome.text }),
    (err: unknown) =>
      toast({
        title: outcome.failedTitle,
        description: failureText ?? errorMessage(err, outcome.failedDefault),
        variant: 'destructive',
      }),
  );

/**
 * Pause / Resume / Cancel for one subscription (docs/product.md#subscription-states). The
 * portal replaces the server's message on failure with its own text (`failureText`).
 */
export function SubscriptionActions({
  subscription,
  failureText,
  className,
}: {
  subscription: Subscription;
  failureText?: string;
  className?: string;
}) {
  const pause = usePauseSubscription();
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  const { id, status } = subscription;
  if (!canCancel(status)) return null;

  return (
    <div
      className={cn(
        'mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row',
        className,
      )}
    >
      {canPause(status) ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => void report(pause.mutateAsync, id, OUTCOMES.pause, failureText)}
        >
          <Pause aria-hidden />
          {pause.isPending ? 'Pausing…' : 'Pause Service'}
        </Button>
      ) : (
        <Button
          disabled={busy}
          onClick={() => void report(resume.mutateAsync, id, OUTCOMES.resume, failureText)}
        >
          <Play aria-hidden />
          {resume.isPending ? 'Resuming…' : 'Resume Service'}
        </Button>
      )}
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy}>
            <XCircle aria-hidden />
            {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{M.cancelConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{M.cancelConfirmText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{M.cancelConfirmBack}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => void report(cancel.mutateAsync, id, OUTCOMES.cancel, failureText)}
            >
              {M.cancelConfirmYes}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
