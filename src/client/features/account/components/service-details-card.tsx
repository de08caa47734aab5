import { Home, KeyRound, Mail, Truck } from 'lucide-react';
import { useState } from 'react';
import { streetLine } from '../../../../domain/address';
import { MESSAGES } from '../../../../domain/messages';
import { formatUsPhone } from '../../../../domain/phone';
import type { ServiceDetails } from '../../../../domain/schemas/service-details';
import {
  communityHistoryValue,
  SERVICE_DETAIL_LABELS as LABELS,
} from '../../../../domain/service-details';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useServiceDetails } from '../api/get-service-details';
import { ChangeEmailForm } from './change-email-form';
import { DoorstepForm } from './doorstep-form';
import { MoveForm } from './move-form';

type Editing = 'doorstep' | 'move' | 'email' | null;

function DetailsList({ details }: { details: ServiceDetails }) {
  const community = communityHistoryValue(details.communityName, details.communityRequest);
  const rows: [string, string][] = [
    [LABELS.email, details.email],
    [LABELS.phone, formatUsPhone(details.phone)],
    [
      'Service address',
      `${streetLine(details.address, details.unit)}, ${details.city}, ${details.state} ${details.zip}`,
    ],
    [LABELS.community, community],
    [LABELS.building, details.building],
    [LABELS.gateCode, details.gateCode],
    [LABELS.specialInstructions, details.specialInstructions],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium wrap-anywhere">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The customer's service details and the three ways to change them (docs/product.md#service-details):
 * doorstep details, a move, a new sign-in email. One form is open at a time.
 */
export function ServiceDetailsCard() {
  const details = useServiceDetails();
  const [editing, setEditing] = useState<Editing>(null);
  const [emailSent, setEmailSent] = useState<string | null>(null);
  const close = () => setEditing(null);

  let body: React.ReactNode;
  if (details.isPending) body = <Spinner label="Loading your service details" />;
  else if (details.isError) {
    body = <RetryAlert message={MESSAGES.unexpectedError} onRetry={() => void details.refetch()} />;
  } else if (editing === 'doorstep') body = <DoorstepForm details={details.data} onDone={close} />;
  else if (editing === 'move') body = <MoveForm details={details.data} onDone={close} />;
  else if (editing === 'email') {
    body = (
      <ChangeEmailForm
        onCancel={close}
        onSent={(message) => {
          setEmailSent(message);
          close();
        }}
      />
    );
  } else {
    body = (
      <>
        {emailSent ? (
          <p role="status" className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800">
            {emailSent}
          </p>
        ) : null}
        <DetailsList details={details.data} />
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="outline" onClick={() => setEditing('doorstep')}>
            <KeyRound aria-hidden /> Edit doorstep details
          </Button>
          <Button variant="outline" onClick={() => setEditing('move')}>
            <Truck aria-hidden /> I'm moving
          </Button>
          <Button variant="outline" onClick={() => setEditing('email')}>
            <Mail aria-hidden /> Change email
          </Button>
        </div>
      </>
    );
  }

  const titles: Record<Exclude<Editing, null>, string> = {
    doorstep: 'Edit doorstep details',
    move: 'Your new address',
    email: 'Change email',
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Home aria-hidden className="size-5 text-brand-700" />
          {editing ? titles[editing] : 'Service details'}
        </CardTitle>
        <p className="text-sm text-muted">
          {editing === 'move'
            ? 'Your pickup days stay the same; your next pickups go to the new address.'
            : 'Where we pick up and how we reach your door. Changes apply to your next pickup.'}
        </p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
