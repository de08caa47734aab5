import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CalendarDays, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { streetLine } from '../../../../domain/address';
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
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { apiGetPage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { ADMIN_LISTS, toSearch } from '../api/admin-lists';
import { useScheduleService } from '../api/schedule-service';

/** How staff tell subscriptions apart: who, which plan, where, and whether it runs. */
const subscriptionChoice = (s: AdminSubscription) =>
  `${s.customerName} - ${PLANS[s.plan].title} - ${streetLine(s.address, s.unit)} (${s.status})`;

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
      apiGetPage<AdminSubscription>(
        `${ADMIN_LISTS.subscriptions}${toSearch({ q, status: 'active', pageSize: 50, sort: 'id', dir: 'asc' })}`,
      ),
  });
}

/**
 * Schedule New Service, persisted through the API (docs/decisions/013-admin-schedules-pickups.md).
 */
export function ScheduleServiceDialog() {
  const [open, setOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const choices = useSubscriptionChoices(search);
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
          <div className="grid gap-2">
            <FormField label="Find a subscription" hint="Customer name, email or street">
              <Input
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="sm:h-10"
              />
            </FormField>
            <FormField label="Subscription" error={errors.subscriptionId?.message}>
              <Select {...register('subscriptionId')}>
                <option value="">
                  {choices.isPending ? 'Loading subscriptions…' : 'Select a subscription'}
                </option>
                {choices.data?.rows.map((s) => (
                  <option key={s.id} value={s.id}>
                    {subscriptionChoice(s)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(EMPTY)}>
              Reset
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Scheduling…' : 'Create Schedule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
