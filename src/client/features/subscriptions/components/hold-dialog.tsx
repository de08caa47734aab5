import { format, parseISO } from 'date-fns';
import { CalendarDays, Pause } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  HOLD_BOOKING_DAYS_AHEAD,
  holdDays,
  holdDaysLeftFor,
  lastHoldDay,
  serviceToday,
  skippedPickups,
  type HoldSpan,
} from '../../../../domain/holds';
import { addDays } from '../../../../domain/pickup-calendar';
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
import { useFormMessage } from '../../../lib/form-messages';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { toast } from '../../../lib/toast-store';
import { useBookHold } from '../api/book-hold';

// The calendar (react-day-picker, about 21 KB gzip) loads when a hold is first chosen, not with
// the pages that show this dialog's button (the portal's dashboard, the profile).
const Calendar = lazy(() =>
  import('../../../components/ui/calendar').then((m) => ({ default: m.Calendar })),
);

const toDay = (date: string) => parseISO(date);
const fromDay = (day: Date) => format(day, 'yyyy-MM-dd');

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
  const { t } = useSiteText();
  const formats = useFormats();
  const skipped = hold ? skippedPickups(subscription.plan, hold, new Date()) : [];
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="hold-summary">
      <div aria-live="polite" className="grid gap-1">
        {hold ? (
          <>
            <p className="font-semibold text-ink">
              {t('portal.hold.rangeDays', {
                from: formats.day(hold.startsOn),
                to: formats.day(lastHoldDay(hold)),
                days: holdDays(hold),
              })}
            </p>
            <p className="text-muted">
              {t('portal.hold.comesBack', { date: formats.serviceDate(hold.returnsOn) })}
            </p>
            <p className="mt-1 font-medium text-ink">{t('portal.hold.skipped')}</p>
            {skipped.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={t('portal.hold.skipped')}>
                {skipped.map((date) => (
                  <li
                    key={date}
                    className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-ink"
                  >
                    {formats.noticeDay(date)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">{t('portal.hold.noneSkipped')}</p>
            )}
          </>
        ) : (
          <p className="text-muted">{t('portal.hold.chooseDates')}</p>
        )}
      </div>
      {problem ? (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <p className="text-ink">{t('portal.hold.billingNote')}</p>
      <p className="text-muted">{t('portal.hold.endEarly')}</p>
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
  const { t, language } = useSiteText();
  const formats = useFormats();
  const formMessage = useFormMessage();
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
  const year = (startsOn ?? today).slice(0, 4);
  const tooLong =
    chosen && holdDays(chosen) > left
      ? t('portal.hold.tooLong', { days: holdDays(chosen), left, year })
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
      setFormProblem(formMessage(parsed.error.issues[0]?.message) ?? t('portal.hold.pickReturn'));
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
              ? {
                  title: t('portal.hold.pausedTitle'),
                  description: t('portal.hold.startedText', { date: formats.day(dates.returnsOn) }),
                }
              : {
                  title: hold ? t('portal.hold.changedTitle') : t('portal.hold.scheduledTitle'),
                  description: t('portal.hold.scheduledText', {
                    from: formats.day(dates.startsOn),
                    to: formats.day(lastHoldDay(dates)),
                  }),
                },
          );
        },
        // A refusal is said once, in a toast: the list refreshes, and the dialog may go with it.
        onError: (err) =>
          toast({
            title:
              dates.startsOn === today
                ? t('portal.hold.pauseFailedTitle')
                : t('portal.hold.failedTitle'),
            description: formMessage(
              errorMessage(
                err,
                dates.startsOn === today ? t('portal.hold.pauseFailed') : t('portal.hold.failed'),
              ),
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
          <DialogTitle>
            {hold ? t('portal.hold.titleChange') : t('portal.hold.titleNew')}
          </DialogTitle>
          <DialogDescription>{t('portal.hold.daysLeft', { left, year })}</DialogDescription>
        </DialogHeader>
        {hold ? null : (
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">
              {t('portal.hold.startsLegend')}
            </legend>
            {[
              { value: false, label: t('portal.hold.today') },
              { value: true, label: t('portal.hold.later') },
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
            {later ? t('portal.hold.pickRange') : t('portal.hold.pickReturnDay')}
          </p>
          <Suspense fallback={<Spinner label={t('portal.hold.loadingCalendar')} />}>
            {later ? (
              <Calendar
                language={language}
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
                language={language}
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
            {t('portal.back')}
          </Button>
          <Button onClick={confirm} disabled={book.isPending || !chosen || tooLong !== null}>
            <Pause aria-hidden />
            {book.isPending
              ? t('portal.hold.saving')
              : hold
                ? t('portal.hold.save')
                : later
                  ? t('portal.hold.book')
                  : t('portal.hold.start')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
