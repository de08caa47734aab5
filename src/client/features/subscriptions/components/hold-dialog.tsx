import { format, parseISO } from 'date-fns';
import { CalendarDays, Pause } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  HOLD_BOOKING_DAYS_AHEAD,
  HOLD_MESSAGES as H,
  holdDays,
  holdDaysLeftFor,
  holdRangeLabel,
  serviceToday,
  skippedPickups,
  type HoldSpan,
} from '../../../../domain/holds';
import { PAYMENT_MESSAGES as M } from '../../../../domain/payment-messages';
import { addDays, formatServiceDate } from '../../../../domain/pickup-calendar';
import { HoldSchema, type ScheduledHold } from '../../../../domain/schemas/holds';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useBookHold } from '../api/book-hold';

// The calendar (react-day-picker, about 21 KB gzip) loads when a hold is first chosen, not with
// the pages that show this dialog's button (the portal's dashboard, the profile).
const Calendar = lazy(() =>
  import('../../../components/ui/calendar').then((m) => ({ default: m.Calendar })),
);

const toDay = (date: string) => parseISO(date);
const fromDay = (day: Date) => format(day, 'yyyy-MM-dd');
const pickupLabel = (date: string) => format(parseISO(date), 'EEE, MMM d');

// The chosen days stand out: the first day away and the day back in full colour (also under the
// pointer), the days between tinted. react-day-picker marks them on the day cell.
const CHOSEN = '[&>button]:bg-brand-600! [&>button]:text-white!';
const RANGE_CLASSES = {
  selected: '[&>button]:bg-brand-100 [&>button]:text-ink',
  range_start: CHOSEN,
  range_end: CHOSEN,
};
const DAY_CLASSES = { selected: CHOSEN };

type Draft = { startsOn?: string; returnsOn?: string };

/** What the chosen dates mean: the days on hold, the pickups skipped, billing, ending early. */
function HoldSummary({
  subscription,
  hold,
  problem,
}: {
  subscription: Subscription;
  hold: HoldSpan | null;
  problem: string | null;
}) {
  const skipped = hold ? skippedPickups(subscription.plan, hold, new Date()) : [];
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="hold-summary">
      <div aria-live="polite" className="grid gap-1">
        {hold ? (
          <>
            <p className="font-semibold text-ink">
              On hold {holdRangeLabel(hold)} ({holdDays(hold)}{' '}
              {holdDays(hold) === 1 ? 'day' : 'days'})
            </p>
            <p className="text-muted">Pickups come back on {formatServiceDate(hold.returnsOn)}.</p>
            <p className="mt-1 font-medium text-ink">Pickups skipped</p>
            {skipped.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Pickups skipped">
                {skipped.map((date) => (
                  <li
                    key={date}
                    className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-ink"
                  >
                    {pickupLabel(date)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{H.noSkippedPickups}</p>
            )}
          </>
        ) : (
          <p className="text-muted">Choose your dates on the calendar.</p>
        )}
      </div>
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p className="text-ink">{H.billingNote}</p>
      <p className="text-muted">{H.endEarlyNote}</p>
    </div>
  );
}

/**
 * The hold dialog (docs/product.md#holds): a hold from today with a return date, or one booked
 * for later dates, showing the pickups it skips and that billing pauses with it. It books a new
 * hold, or changes the booked `hold`. It opens from its `trigger`, or, with `open` and
 * `onOpenChange` and `trigger={null}`, from another dialog that offers a hold.
 */
export type HoldDialogProps = {
  subscription: Subscription;
  hold?: ScheduledHold;
  /** What opens it; null when another dialog does (with `open` and `onOpenChange`). */
  trigger: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

export function HoldDialog({
  subscription,
  hold,
  trigger,
  open: controlledOpen,
  onOpenChange,
}: HoldDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const book = useBookHold();
  const now = new Date();
  const today = serviceToday(now);
  const [later, setLater] = useState(hold !== undefined);
  const [draft, setDraft] = useState<Draft>(hold ?? {});
  const [formProblem, setFormProblem] = useState<string | null>(null);

  const startsOn = later ? draft.startsOn : today;
  const chosen: HoldSpan | null =
    startsOn && draft.returnsOn && draft.returnsOn > startsOn
      ? { startsOn, returnsOn: draft.returnsOn }
      : null;
  const left = holdDaysLeftFor(subscription, startsOn ?? today, now, hold?.id);
  const tooLong =
    chosen && holdDays(chosen) > left
      ? H.tooLong(holdDays(chosen), left, Number((startsOn ?? today).slice(0, 4)))
      : null;
  const problem = tooLong ?? formProblem;

  // Days another hold already takes cannot be chosen again, nor those of the hold in progress.
  const tomorrow = addDays(today, 1);
  const firstStart =
    subscription.returnsOn && subscription.returnsOn > tomorrow ? subscription.returnsOn : tomorrow;
  const taken = subscription.holds
    .filter((h) => h.id !== hold?.id)
    .map((h) => ({ from: toDay(h.startsOn), to: toDay(addDays(h.returnsOn, -1)) }));
  const lastStart = addDays(today, HOLD_BOOKING_DAYS_AHEAD);
  // A hold from today may last what the allowance leaves, and end on the day the next one starts.
  const nextBooked = subscription.holds.find((h) => h.id !== hold?.id)?.startsOn;
  const byAllowance = addDays(today, Math.max(left, 1));
  const lastReturn = nextBooked && nextBooked < byAllowance ? nextBooked : byAllowance;

  // Each opening starts afresh, whoever opens it (its trigger, or another dialog offering a hold).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setLater(hold !== undefined);
      setDraft(hold ?? {});
      setFormProblem(null);
    }
  }

  const confirm = () => {
    const parsed = HoldSchema.safeParse({ startsOn, returnsOn: draft.returnsOn });
    if (!parsed.success) {
      setFormProblem(parsed.error.issues[0]?.message ?? H.pickReturn);
      return;
    }
    setFormProblem(null);
    const dates = parsed.data;
    book.mutate(
      { id: subscription.id, holdId: hold?.id, dates },
      {
        onSuccess: () => {
          setOpen(false);
          toast(
            dates.startsOn === today
              ? { title: M.pausedTitle, description: H.startedText(dates.returnsOn) }
              : {
                  title: hold ? H.changedTitle : H.scheduledTitle,
                  description: H.scheduledText(dates),
                },
          );
        },
        // A refusal is said once, in a toast: the list refreshes, and the dialog may go with it.
        onError: (err) =>
          toast({
            title: dates.startsOn === today ? M.pauseFailedTitle : H.failedTitle,
            description: errorMessage(
              err,
              dates.startsOn === today ? M.pauseFailedDefault : H.failedDefault,
            ),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger === null ? null : <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{hold ? 'Change your hold' : 'Put your pickups on hold'}</DialogTitle>
          <DialogDescription>
            You have {left} hold {left === 1 ? 'day' : 'days'} left in{' '}
            {(startsOn ?? today).slice(0, 4)}.
          </DialogDescription>
        </DialogHeader>
        {hold ? null : (
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">The hold starts</legend>
            {[
              { value: false, label: 'Today' },
              { value: true, label: 'On a later day' },
            ].map((choice) => (
              <label
                key={choice.label}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm',
                  later === choice.value
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="hold-start"
                  checked={later === choice.value}
                  onChange={() => {
                    setLater(choice.value);
                    setDraft({});
                    setFormProblem(null);
                  }}
                  className="accent-brand-600"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
        )}
        <div className="grid justify-items-center gap-1">
          <p className="flex items-center gap-2 text-sm font-medium text-ink">
            <CalendarDays aria-hidden className="size-4" />
            {later
              ? 'Choose the first day away, then the day you are back'
              : 'Choose the day you are back'}
          </p>
          <Suspense fallback={<Spinner label="Loading the calendar" />}>
            {later ? (
              <Calendar
                mode="range"
                min={1}
                classNames={RANGE_CLASSES}
                excludeDisabled
                selected={
                  draft.startsOn
                    ? {
                        from: toDay(draft.startsOn),
                        to: draft.returnsOn ? toDay(draft.returnsOn) : undefined,
                      }
                    : undefined
                }
                defaultMonth={toDay(draft.startsOn ?? firstStart)}
                disabled={[{ before: toDay(firstStart) }, { after: toDay(lastStart) }, ...taken]}
                onSelect={(range) => {
                  setFormProblem(null);
                  setDraft({
                    startsOn: range?.from ? fromDay(range.from) : undefined,
                    returnsOn:
                      range?.to && range.from && range.to > range.from
                        ? fromDay(range.to)
                        : undefined,
                  });
                }}
              />
            ) : (
              <Calendar
                mode="single"
                classNames={DAY_CLASSES}
                selected={draft.returnsOn ? toDay(draft.returnsOn) : undefined}
                defaultMonth={toDay(today)}
                disabled={[{ before: toDay(tomorrow) }, { after: toDay(lastReturn) }]}
                onSelect={(day) => {
                  setFormProblem(null);
                  setDraft({ returnsOn: day ? fromDay(day) : undefined });
                }}
              />
            )}
          </Suspense>
        </div>
        <HoldSummary subscription={subscription} hold={chosen} problem={problem} />
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={book.isPending}>
            Go Back
          </Button>
          <Button onClick={confirm} disabled={book.isPending || !chosen || tooLong !== null}>
            <Pause aria-hidden />
            {book.isPending
              ? 'Saving…'
              : hold
                ? 'Save Changes'
                : later
                  ? 'Book Hold'
                  : 'Start Hold'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
