import { CalendarDays, Check, KeyRound, Minus, PartyPopper } from 'lucide-react';
import { HOLIDAY_IDS } from '../../../../domain/content/faqs';
import { serviceClock, serviceHolidays, WEEKDAYS } from '../../../../domain/pickup-calendar';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/formats';
import { useSiteText } from '../../../lib/site-text-context';
import { useServiceSchedules } from '../api/get-service-schedules';
import { QueryState } from './query-state';

function WeekGrid({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formats = useFormats();
  const days: readonly number[] = PLANS[subscription.plan].pickupDays;
  return (
    <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label={t('portal.schedule.week')}>
      {WEEKDAYS.map(({ day }) => {
        const pickup = days.includes(day);
        return (
          <li
            key={day}
            className={cn(
              'flex flex-col items-center gap-1 rounded-lg border px-1 py-3 text-center',
              pickup
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-200 bg-slate-50 text-slate-600',
            )}
          >
            <span className="text-xs font-semibold uppercase sm:text-sm">
              <abbr title={formats.weekday(day, 'long')} className="no-underline">
                {formats.weekday(day, 'short')}
              </abbr>
            </span>
            {pickup ? (
              <Check aria-hidden className="size-5 text-brand-700" />
            ) : (
              <Minus aria-hidden className="size-5" />
            )}
            <span className="sr-only">
              {pickup ? t('portal.schedule.pickupDay') : t('portal.schedule.noPickup')}
            </span>
            <span aria-hidden className="hidden text-xs sm:block">
              {pickup ? formats.window : t('portal.schedule.noPickup')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function HolidayList() {
  const { t } = useSiteText();
  const formats = useFormats();
  const today = serviceClock(new Date()).date;
  const year = today.slice(0, 4);
  return (
    <ul
      className="divide-y divide-slate-200"
      aria-label={t('portal.schedule.holidayList', { year })}
    >
      {serviceHolidays(Number(year)).map((holiday, index) => {
        const passed = holiday.date < today;
        return (
          <li
            key={holiday.name}
            className={cn('flex justify-between gap-3 py-2 text-sm', passed && 'text-slate-500')}
          >
            <span className="font-medium">{t(HOLIDAY_IDS[index]!)}</span>
            <span className="shrink-0">
              {formats.shortServiceDate(holiday.date)}
              {passed ? <span className="sr-only"> {t('portal.schedule.passed')}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function UpcomingPickups() {
  const { t } = useSiteText();
  const formats = useFormats();
  const query = useServiceSchedules();
  return (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      loadingLabel={t('portal.schedule.loading')}
      errorText={t('portal.schedule.failed')}
      onRetry={() => void query.refetch()}
    >
      {query.data?.upcoming.length ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('portal.schedule.upcoming')}>
          {query.data.upcoming.map((service) => (
            <li
              key={service.id}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <CalendarDays aria-hidden className="size-4 text-brand-700" />
              {formats.serviceDate(service.serviceDate)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('portal.schedule.none')}</p>
      )}
    </QueryState>
  );
}

/** The portal's Schedule tab: the week, the doorstep details, holidays and the next pickups. */
export function PickupSchedule({ subscription }: { subscription: Subscription }) {
  const { t } = useSiteText();
  const formats = useFormats();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('portal.schedule.title')}</CardTitle>
          <p className="text-sm text-muted">
            {t('portal.schedule.text', { hour: formats.windowStart })}
          </p>
        </CardHeader>
        <CardContent>
          <WeekGrid subscription={subscription} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <KeyRound aria-hidden className="size-5 text-brand-700" />{' '}
              {t('portal.schedule.doorstep')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="text-muted">{t('portal.plan.gateCode')}</dt>
                <dd className="font-medium">{subscription.gateCode || '—'}</dd>
              </div>
              <div>
                <dt className="text-muted">{t('portal.plan.instructions')}</dt>
                <dd className="font-medium wrap-anywhere">
                  {subscription.specialInstructions || t('portal.schedule.noInstructions')}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <PartyPopper aria-hidden className="size-5 text-brand-700" />{' '}
              {t('portal.schedule.holidays')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <HolidayList />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('portal.schedule.upcoming')}</CardTitle>
        </CardHeader>
        <CardContent>
          <UpcomingPickups />
        </CardContent>
      </Card>
    </div>
  );
}
