import { useState, type FormEvent } from 'react';
import { streetLine } from '../../../../domain/address';
import { SERVICE_AREA_TEXT } from '../../../../domain/messages';
import type { CommunityRequest } from '../../../../domain/schemas/service-area';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCommunityRequests, useMatchCommunity } from '../api/service-area';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListError } from './list-error';

function MatchForm({ request }: { request: CommunityRequest }) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const match = useMatchCommunity();
  if (request.choices.length === 0) {
    return <p className="text-sm text-muted">No active community in {request.zip} yet.</p>;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError(SERVICE_AREA_TEXT.chooseCommunity);
      return;
    }
    const community = request.choices.find((c) => String(c.id) === choice)!;
    match.mutate(
      { customerId: request.id, input: { communityId: community.id } },
      {
        onSuccess: () =>
          toast({
            title: SERVICE_AREA_TEXT.matchedTitle,
            description: SERVICE_AREA_TEXT.matchedText(request.customerName, community.name),
          }),
        onError: (err) => {
          const field = err instanceof ApiError ? err.fieldErrors?.communityId?.[0] : undefined;
          setError(field ?? errorMessage(err, SERVICE_AREA_TEXT.changeFailedDefault));
        },
      },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Match ${request.customerName}`}
      className="flex flex-wrap items-end gap-2"
    >
      <FormField label="Community" error={error} className="min-w-0 flex-1 basis-44">
        <Select
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(undefined);
          }}
        >
          <option value="">Choose…</option>
          {request.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={match.isPending} className="h-11">
        Match
      </Button>
    </form>
  );
}

const COLUMNS: readonly Column<CommunityRequest>[] = [
  { header: 'Customer', cell: (r) => r.customerName, className: 'font-medium text-ink' },
  {
    header: 'Address',
    cell: (r) => (
      <>
        {streetLine(r.address, r.unit)}
        <span className="block text-xs text-muted">
          {r.city} {r.zip}
        </span>
      </>
    ),
  },
  { header: 'They typed', cell: (r) => `“${r.requested}”` },
  { header: 'Match to', cell: (r) => <MatchForm request={r} />, className: 'min-w-64' },
];

/** Customers whose community was not listed at sign-up, for the office to match to one. */
export function CommunityRequestsSection() {
  const requests = useCommunityRequests();
  return (
    <section aria-labelledby="community-requests-heading" className="grid gap-3">
      <h2 id="community-requests-heading" className="text-xl font-bold text-ink">
        Communities to match
      </h2>
      <p className="text-sm text-muted">
        These customers did not find their community at sign-up and typed its name. Match each to a
        listed community of their ZIP code, or add the community first.
      </p>
      {requests.isError && !requests.data ? (
        <ListError
          error={requests.error}
          message={SERVICE_AREA_TEXT.listFailed}
          onRetry={() => void requests.refetch()}
        />
      ) : requests.data ? (
        <DataTable
          caption="Communities to match"
          columns={COLUMNS}
          rows={requests.data}
          empty="Nothing to match: every customer is in a listed community."
        />
      ) : (
        <Spinner label="Loading communities to match" />
      )}
    </section>
  );
}
