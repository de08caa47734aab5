import { CalendarDays, Check, KeyRound, Minus, PartyPopper } from 'lucide-react';
import {
  formatServiceDate,
  formatShortServiceDate,
  serviceClock,
  serviceHolidays,
  WEEKDAYS,
} from '../../../../domain/pickup-calendar';
import {
  formatHour,
  PICKUP_WINDOW_LABEL,
  PICKUP_WINDOW_START_HOUR,
} from '../../../../domain/pickup-window';
import { PLANS } from '../../../../domain/plans';
import type { Subscription } from '../../../../domain/schemas/subscription';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useServiceSchedules } from '../api/get-service-schedules';
import { QueryState } from './query-state';

function WeekGrid({ subscription }: { subscription: Subscription }) {
  const days: readonly number[] = PLANS[subscription.plan].pickupDays;
  return (
    <ol className="grid grid-cols-7 gap-1 sm:gap-2" aria-label="Weekly pickup days">
      {WEEKDAYS.map((weekday) => {
        const pickup = days.includes(weekday.day);
        return (
          <li
            key={weekday.day}
            className={cn(
              'flex flex-col items-center gap-1 rounded-lg border px-1 py-3 text-center',
              pickup
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-slate-200 bg-slate-50 text-slate-600',
            )}
          >
            <span className="text-xs font-semibold uppercase sm:text-sm">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </span>
            {pickup ? (
              <Check aria-hidden className="size-5 text-brand-700" />
            ) : (
              <Minus aria-hidden className="size-5" />
            )}
            <span className="sr-only">{pickup ? 'Pickup day' : 'No pickup'}</span>
            <span aria-hidden className="hidden text-xs sm:block">
              {pickup ? PICKUP_WINDOW_LABEL : 'No pickup'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function HolidayList() {
  const today = serviceClock(new Date()).date;
  const year = Number(today.slice(0, 4));
  return (
    <ul className="divide-y divide-slate-200" aria-label={`Service holidays ${year}`}>
      {serviceHolidays(year).map((holiday) => {
        const passed = holiday.date < today;
        return (
          <li
            key={holiday.name}
            className={cn('flex justify-between gap-3 py-2 text-sm', passed && 'text-slate-500')}
          >
            <span className="font-medium">{holiday.name}</span>
            <span>
              {formatShortServiceDate(holiday.date)}
              {passed ? <span className="sr-only"> (passed)</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function UpcomingPickups() {
  const query = useServiceSchedules();
  return (
    <QueryState
      isPending={query.isPending}
      isError={query.isError}
      loadingLabel="Loading upcoming pickups"
      errorText="Failed to load your pickups. Please try again."
      onRetry={() => void query.refetch()}
    >
      {query.data?.upcoming.length ? (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Upcoming pickups">
          {query.data.upcoming.map((service) => (
            <li
              key={service.id}
              className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <CalendarDays aria-hidden className="size-4 text-brand-700" />
              {formatServiceDate(service.serviceDate)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          No pickups scheduled. Pickups are scheduled two weeks ahead while your service is active.
        </p>
      )}
    </QueryState>
  );
}

/** The portal's Schedule tab: the week, the doorstep details, holidays and the next pickups. */
export function PickupSchedule({ subscription }: { subscription: Subscription }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your weekly schedule</CardTitle>
          <p className="text-sm text-muted">
            Place sealed bags at your door by {formatHour(PICKUP_WINDOW_START_HOUR)} on your pickup
            days. No service on weekends or holidays.
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
              <KeyRound aria-hidden className="size-5 text-brand-700" /> Doorstep details
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="text-muted">Gate code</dt>
                <dd className="font-medium">{subscription.gateCode || '—'}</dd>
              </div>
              <div>
                <dt className="text-muted">Special instructions</dt>
                <dd className="font-medium wrap-anywhere">
                  {subscription.specialInstructions || 'None'}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <PartyPopper aria-hidden className="size-5 text-brand-700" /> Holidays without service
            </CardTitle>
          </CardHeader>
          <CardContent>
            <HolidayList />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Upcoming pickups</CardTitle>
        </CardHeader>
        <CardContent>
          <UpcomingPickups />
        </CardContent>
      </Card>
    </div>
  );
}
