import { Pause, Play, XCircle } from 'lucide-react';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import type { Subscription } from '../../../../domain/schemas/subscription';
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

const report = (outcome: Outcome) => ({
  onSuccess: () => toast({ title: outcome.title, description: outcome.text }),
  onError: (err: unknown) =>
    toast({
      title: outcome.failedTitle,
      description: errorMessage(err, outcome.failedDefault),
      variant: 'destructive',
    }),
});

/** Pause / Resume / Cancel for one subscription (spec §2 Profile, §4 Subscription status). */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const pause = usePauseSubscription();
  const resume = useResumeSubscription();
  const cancel = useCancelSubscription();
  const busy = pause.isPending || resume.isPending || cancel.isPending;
  const { id, status } = subscription;
  if (status !== 'active' && status !== 'paused') return null;

  return (
    <div className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row">
      {status === 'active' ? (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => pause.mutate(id, report(OUTCOMES.pause))}
        >
          <Pause aria-hidden />
          {pause.isPending ? 'Pausing…' : 'Pause Service'}
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => resume.mutate(id, report(OUTCOMES.resume))}>
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
            <AlertDialogAction onClick={() => cancel.mutate(id, report(OUTCOMES.cancel))}>
              {M.cancelConfirmYes}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
