import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactElement } from 'react';
import { useController, useForm, type Control, type FieldError } from 'react-hook-form';
import { dollarsToCents } from '../../../../domain/money';
import { WEEKDAYS } from '../../../../domain/pickup-calendar';
import {
  CONTRACT_LIMITS,
  CONTRACT_REPORT_EMAILS_MAX,
  CONTRACT_WINDOW_EARLIEST,
  CONTRACT_WINDOW_LATEST,
  PROPERTY_CONTRACT_TEXT as TEXT,
} from '../../../../domain/property-contracts';
import {
  PropertyContractInputSchema,
  type CommunityContract,
  type PropertyContractInput,
  type PropertyContractValues,
} from '../../../../domain/schemas/property-contracts';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useCommunityContract, useSaveCommunityContract } from '../api/property-contracts';
import { DialogFormFooter } from './dialog-form-footer';
import { ListError } from './list-error';

type ContractForm = Control<PropertyContractInput, unknown, PropertyContractValues>;

/**
 * The form's first values: the saved contract, or for a first one the community's property
 * manager as the billing contact and the whole pickup window. Numbers not typed yet are NaN, which
 * the inputs show as empty and the schema refuses with the field's message.
 */
function startingValues(
  { contract }: CommunityContract,
  community: AdminCommunity,
): PropertyContractInput {
  if (contract) {
    const { updatedAt: _updated, ...values } = contract;
    return values;
  }
  return {
    legalName: '',
    billingContactName: community.managerName,
    billingEmail: community.managerEmail,
    billingPhone: community.managerPhone,
    rateCents: Number.NaN,
    doors: Number.NaN,
    startsOn: '',
    termMonths: Number.NaN,
    renews: true,
    serviceDays: [],
    windowStart: CONTRACT_WINDOW_EARLIEST,
    windowEnd: CONTRACT_WINDOW_LATEST,
    reportEmails: [],
  };
}

/** A list field's message: the list's own, or its first entry's. */
const listError = (error: FieldError | (FieldError | undefined)[] | undefined) =>
  Array.isArray(error) ? error.find(Boolean)?.message : error?.message;

/** The rate is typed in dollars and kept in cents, as the route takes it. */
function RateField({ control }: { control: ContractForm }) {
  const { field, fieldState } = useController({ control, name: 'rateCents' });
  const [dollars, setDollars] = useState(() =>
    Number.isFinite(field.value) ? (field.value / 100).toFixed(2) : '',
  );
  return (
    <FormField label="Rate per door, per month" error={fieldState.error?.message}>
      <Input
        inputMode="decimal"
        placeholder="$12.50"
        autoComplete="off"
        maxLength={12}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        value={dollars}
        onChange={(e) => {
          setDollars(e.target.value);
          field.onChange(dollarsToCents(e.target.value));
        }}
      />
    </FormField>
  );
}

function ServiceDaysField({ control }: { control: ContractForm }) {
  const { field, fieldState } = useController({ control, name: 'serviceDays' });
  const errorId = useId();
  const error = listError(fieldState.error as FieldError | FieldError[] | undefined);
  const toggle = (day: number, on: boolean) =>
    field.onChange(
      on ? [...field.value, day].sort((a, b) => a - b) : field.value.filter((d) => d !== day),
    );
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">Service days</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAYS.map(({ day, long, short }) => (
          <label key={day} className="flex items-center gap-1.5 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={field.value.includes(day)}
              onChange={(e) => toggle(day, e.target.checked)}
              onBlur={field.onBlur}
              aria-label={long}
            />
            <span aria-hidden>{short}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One address a line (commas and spaces split them too), kept as the list the route takes. */
function ReportEmailsField({ control }: { control: ContractForm }) {
  const { field, fieldState } = useController({ control, name: 'reportEmails' });
  const [typed, setTyped] = useState(() => field.value.join('\n'));
  return (
    <FormField
      label="Report contacts"
      hint={`Emails that get the nightly report, one per line, up to ${CONTRACT_REPORT_EMAILS_MAX}.`}
      error={listError(fieldState.error as FieldError | FieldError[] | undefined)}
    >
      <Textarea
        rows={3}
        maxLength={3000}
        autoComplete="off"
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          field.onChange(e.target.value.split(/[\s,;]+/).filter(Boolean));
        }}
      />
    </FormField>
  );
}

function ContractFormBody({
  community,
  saved,
  onDone,
}: {
  community: AdminCommunity;
  saved: CommunityContract;
  onDone: () => void;
}) {
  const save = useSaveCommunityContract();
  const form = useForm<PropertyContractInput, unknown, PropertyContractValues>({
    resolver: zodResolver(PropertyContractInputSchema),
    defaultValues: startingValues(saved, community),
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(save, {
    success: (reply) => ({
      title: TEXT.savedTitle,
      description: TEXT.savedText(reply.communityName),
    }),
    onSuccess: onDone,
    failure: { title: TEXT.saveFailedTitle, fallback: TEXT.saveFailedDefault, when: 'unnamed' },
  });
  const onSubmit = handleSubmit((input) =>
    submit({ communityId: community.id, input }, form.setError),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Legal name of the property" error={errors.legalName?.message}>
        <Input
          maxLength={CONTRACT_LIMITS.legalName}
          autoComplete="off"
          {...register('legalName')}
        />
      </FormField>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-ink">Billing contact</legend>
        <FormField label="Name" error={errors.billingContactName?.message}>
          <Input
            maxLength={CONTRACT_LIMITS.contactName}
            autoComplete="off"
            {...register('billingContactName')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" error={errors.billingEmail?.message}>
            <Input
              type="email"
              maxLength={CONTRACT_LIMITS.email}
              autoComplete="off"
              {...register('billingEmail')}
            />
          </FormField>
          <FormField label="Phone" error={errors.billingPhone?.message}>
            <Input
              type="tel"
              maxLength={CONTRACT_LIMITS.phone}
              autoComplete="off"
              {...register('billingPhone')}
            />
          </FormField>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <RateField control={control} />
        <FormField label="Doors" error={errors.doors?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('doors', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Starts on" error={errors.startsOn?.message}>
          <Input type="date" {...register('startsOn')} />
        </FormField>
        <FormField label="Term in months" error={errors.termMonths?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('termMonths', { valueAsNumber: true })}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" className="size-5 accent-brand-600" {...register('renews')} />
        Renews by itself at the end of the term
      </label>
      <ServiceDaysField control={control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Trash out from" error={errors.windowStart?.message}>
          <Input type="time" step={900} {...register('windowStart')} />
        </FormField>
        <FormField label="Until" error={errors.windowEnd?.message}>
          <Input type="time" step={900} {...register('windowEnd')} />
        </FormField>
      </div>
      <ReportEmailsField control={control} />
      <DialogFormFooter
        pending={save.isPending}
        submitLabel="Save contract"
        pendingLabel="Saving…"
        onSecondary={onDone}
      />
    </form>
  );
}

/** The contract of a community its property pays for: who is billed, what for, and when served. */
export function ContractDialog({
  community,
  trigger,
}: {
  community: AdminCommunity;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const saved = useCommunityContract(community.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Contract for {community.name}</DialogTitle>
          <DialogDescription>
            Saving it makes the community property-paid: the property is billed for its doors.
          </DialogDescription>
        </DialogHeader>
        {saved.data && !saved.isFetching ? (
          <ContractFormBody
            // A fresh form from what is saved now, never a copy kept from an earlier opening.
            key={saved.dataUpdatedAt}
            community={community}
            saved={saved.data}
            onDone={() => setOpen(false)}
          />
        ) : saved.isError ? (
          <ListError
            error={saved.error}
            message={TEXT.loadFailed}
            onRetry={() => void saved.refetch()}
          />
        ) : (
          <Spinner label="Loading the contract" />
        )}
      </DialogContent>
    </Dialog>
  );
}
