import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SERVICE_AREA_TEXT } from '../../../../domain/messages';
import {
  AddServiceZipSchema,
  type AddServiceZipInput,
  type AdminServiceZip,
} from '../../../../domain/schemas/service-area';
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
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useAddServiceZip, useRemoveServiceZip, useServiceZips } from '../api/service-area';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListError } from './list-error';

const failed = (err: unknown) =>
  toast({
    title: SERVICE_AREA_TEXT.changeFailedTitle,
    description: errorMessage(err, SERVICE_AREA_TEXT.changeFailedDefault),
    variant: 'destructive',
  });

function AddZipForm() {
  const add = useAddServiceZip();
  const form = useForm<AddServiceZipInput, unknown, z.output<typeof AddServiceZipSchema>>({
    resolver: zodResolver(AddServiceZipSchema),
    defaultValues: { zip: '', city: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const submit = useFormSubmit(add, {
    success: (added) => ({
      title: SERVICE_AREA_TEXT.zipAddedTitle,
      description: SERVICE_AREA_TEXT.zipAddedText(added.zip, added.city),
    }),
    onSuccess: () => reset({ zip: '', city: '' }),
    failure: {
      title: SERVICE_AREA_TEXT.changeFailedTitle,
      fallback: SERVICE_AREA_TEXT.changeFailedDefault,
      when: 'unnamed',
    },
  });
  const onSubmit = handleSubmit((input) => submit(input, form.setError));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Add a ZIP code"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[8rem_minmax(0,16rem)_auto] sm:items-start"
    >
      <FormField label="ZIP code" error={errors.zip?.message}>
        <Input inputMode="numeric" maxLength={5} autoComplete="off" {...register('zip')} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <Input maxLength={60} autoComplete="off" {...register('city')} />
      </FormField>
      <Button type="submit" disabled={add.isPending} className="sm:mt-6.5 sm:h-11">
        <Plus aria-hidden /> {add.isPending ? 'Adding…' : 'Add ZIP code'}
      </Button>
    </form>
  );
}

function RemoveZip({ row }: { row: AdminServiceZip }) {
  const remove = useRemoveServiceZip();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700" disabled={remove.isPending}>
          <Trash2 aria-hidden /> Remove <span className="sr-only">{row.zip}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Stop serving {row.zip}?</AlertDialogTitle>
          <AlertDialogDescription>
            {row.zip} ({row.city}) will no longer be offered on the site or at sign-up. Customers
            with a live subscription or active communities there keep it in the area.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              remove.mutate(row.zip, {
                onSuccess: (reply) =>
                  toast({ title: SERVICE_AREA_TEXT.zipRemovedTitle, description: reply.message }),
                onError: failed,
              })
            }
          >
            Remove {row.zip}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type ZipRow = AdminServiceZip & { id: number };
const COLUMNS: readonly Column<ZipRow>[] = [
  { header: 'ZIP code', cell: (z) => z.zip, className: 'font-medium text-ink' },
  { header: 'City', cell: (z) => z.city },
  { header: 'Active customers', cell: (z) => z.activeCustomers.toLocaleString('en-US') },
  { header: 'Active communities', cell: (z) => z.activeCommunities },
  { header: 'Actions', cell: (z) => <RemoveZip row={z} /> },
];

export function ServiceZipsSection() {
  const zips = useServiceZips();
  return (
    <section aria-labelledby="service-zips-heading" className="grid gap-3">
      <h2 id="service-zips-heading" className="text-xl font-bold text-ink">
        ZIP codes we serve
      </h2>
      <AddZipForm />
      {zips.isError && !zips.data ? (
        <ListError
          error={zips.error}
          message={SERVICE_AREA_TEXT.listFailed}
          onRetry={() => void zips.refetch()}
        />
      ) : zips.data ? (
        <DataTable
          caption="ZIP codes we serve"
          columns={COLUMNS}
          rows={zips.data.map((z) => ({ ...z, id: Number(z.zip) }))}
          empty="No ZIP codes yet."
        />
      ) : (
        <Spinner label="Loading ZIP codes" />
      )}
    </section>
  );
}
