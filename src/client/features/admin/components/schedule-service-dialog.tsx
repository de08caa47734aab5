import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CalendarDays, Plus } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { listAdminSubscriptions } from '../../../../domain/contracts/admin';
import { streetLine } from '../../../../domain/address';
import { weekdayList } from '../../../../domain/content/weekdays';
import { formatCents } from '../../../../domain/money';
import { PLANS } from '../../../../domain/plans';
import { serviceClock } from '../../../../domain/pickup-calendar';
import {
  ScheduleServiceSchema,
  type AdminSubscription,
  type ScheduleServiceInput,
} from '../../../../domain/schemas/admin';
import { SERVICE_STATUSES } from '../../../../domain/schemas/service-schedule';
import { Button } from '../../../components/ui/button';
import { Calendar } from '../../../components/ui/calendar';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { callApiPage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useScheduleService } from '../api/schedule-service';
import { DialogFormFooter } from './dialog-form-footer';
import { RecordNumber } from './record-number';

type FormOutput = z.output<typeof ScheduleServiceSchema>;
const EMPTY: ScheduleServiceInput = {
  subscriptionId: '',
  serviceDate: '',
  status: 'scheduled',
  notes: '',
};

/** Active subscriptions matching a search, for the select (there may be 100 000). */
function useSubscriptionChoices(search: string) {
  const q = useDeferredValue(search.trim());
  return useQuery({
    queryKey: ['schedule-dialog-subscriptions', q],
    queryFn: () =>
      callApiPage(listAdminSubscriptions, {
        q,
        status: 'active',
        pageSize: 50,
        sort: 'id',
        dir: 'asc',
      }),
  });
}

/**
 * The customer to visit: a search (by name, email, street or the subscription's number), then
 * the matching active subscriptions as a list of choices, each "#id - plan ($price)" with the
 * customer's name, door and pickup days: staff quote the number from exports and emails, and
 * know the customer by who and where. The one chosen stays on the list while the search changes.
 */
function CustomerPicker({
  value,
  onChange,
  error,
}: {
  /** The form's value: empty until a customer is chosen. */
  value: unknown;
  onChange: (subscriptionId: number) => void;
  error?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AdminSubscription | null>(null);
  const choices = useSubscriptionChoices(search);
  const found = choices.data?.rows ?? [];
  const current = chosen && String(chosen.id) === String(value) ? chosen : null;
  const listed = current ? [current, ...found.filter((s) => s.id !== current.id)] : found;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">Customer</legend>
      <Input
        type="search"
        aria-label="Find a customer"
        placeholder="Name, email, street or #number"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="sm:h-10"
      />
      {choices.isPending ? (
        <Spinner label="Loading customers" />
      ) : listed.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted">
          No customer with an active subscription matches.
        </p>
      ) : (
        <ul className="grid max-h-64 gap-1.5 overflow-y-auto rounded-md border border-slate-200 p-1.5">
          {listed.map((s) => (
            <li key={s.id}>
              <label className="flex cursor-pointer gap-3 rounded-md border border-transparent p-2.5 text-sm hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name={`${id}-customer`}
                  className="mt-1 size-4 shrink-0 accent-brand-600"
                  checked={String(s.id) === String(value)}
                  onChange={() => {
                    setChosen(s);
                    onChange(s.id);
                  }}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">
                    <RecordNumber id={s.id} /> - {PLANS[s.plan].title} ({formatCents(s.price)})
                  </span>
                  <span className="block">{s.customerName}</span>
                  <span className="block">
                    {streetLine(s.address, s.unit)}, {s.city}
                  </span>
                  <span className="block text-muted">{weekdayList(PLANS[s.plan].pickupDays)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Schedule New Service, persisted through the API (docs/decisions/013-admin-schedules-pickups.md).
 */
export function ScheduleServiceDialog() {
  const [open, setOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const create = useScheduleService();
  const form = useForm<ScheduleServiceInput, unknown, FormOutput>({
    resolver: zodResolver(ScheduleServiceSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const today = parseISO(serviceClock(new Date()).date);

  const submit = useFormSubmit(create, {
    success: (created) => ({
      title: ADMIN_TEXT.scheduledTitle,
      description: ADMIN_TEXT.scheduledText(format(parseISO(created.serviceDate), 'PPP')),
    }),
    onSuccess: () => {
      reset(EMPTY);
      setOpen(false);
    },
    failure: {
      title: ADMIN_TEXT.scheduleFailedTitle,
      fallback: ADMIN_TEXT.scheduleFailedDefault,
      when: 'always',
    },
  });
  const onSubmit = handleSubmit((input) => submit(input, form.setError));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="sm:h-10">
          <Plus aria-hidden /> Schedule Service
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ADMIN_TEXT.dialogTitle}</DialogTitle>
          <DialogDescription>{ADMIN_TEXT.dialogDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Controller
            control={control}
            name="subscriptionId"
            render={({ field }) => (
              <CustomerPicker
                value={field.value}
                onChange={field.onChange}
                error={errors.subscriptionId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="serviceDate"
            render={({ field }) => (
              <FormField label="Service Date" error={errors.serviceDate?.message}>
                <Popover open={pickerOpen} onOpenChange={setPickerOpen}>
                  <PopoverTrigger asChild>
                    <Button
                      type="button"
                      variant="outline"
                      className={cn(
                        'w-full justify-start font-normal',
                        !field.value && 'text-slate-600',
                      )}
                    >
                      <CalendarDays aria-hidden />
                      {field.value
                        ? format(parseISO(field.value), 'PPP')
                        : ADMIN_TEXT.datePlaceholder}
                    </Button>
                  </PopoverTrigger>
                  <PopoverContent>
                    <Calendar
                      mode="single"
                      selected={field.value ? parseISO(field.value) : undefined}
                      defaultMonth={field.value ? parseISO(field.value) : today}
                      disabled={{ before: today }}
                      onSelect={(day) => {
                        field.onChange(day ? format(day, 'yyyy-MM-dd') : '');
                        setPickerOpen(false);
                      }}
                    />
                  </PopoverContent>
                </Popover>
              </FormField>
            )}
          />
          <FormField label="Status" error={errors.status?.message}>
            <Select {...register('status')}>
              {SERVICE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Notes (optional)" error={errors.notes?.message}>
            <Textarea rows={3} placeholder={ADMIN_TEXT.notesPlaceholder} {...register('notes')} />
          </FormField>
          <DialogFormFooter
            pending={create.isPending}
            submitLabel="Create Schedule"
            pendingLabel="Scheduling…"
            secondaryLabel="Reset"
            onSecondary={() => reset(EMPTY)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
