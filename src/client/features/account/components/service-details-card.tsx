import { Home, KeyRound, Mail, Truck } from 'lucide-react';
import { useState } from 'react';
import { streetLine } from '../../../../domain/address';
import { formatUsPhone } from '../../../../domain/phone';
import type { ServiceDetails } from '../../../../domain/schemas/service-details';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteText } from '../../../lib/site-text-context';
import { useServiceDetails } from '../api/get-service-details';
import { ChangeEmailForm } from './change-email-form';
import { DoorstepForm } from './doorstep-form';
import { MoveForm } from './move-form';

type Editing = 'doorstep' | 'move' | 'email' | null;

function DetailsList({ details }: { details: ServiceDetails }) {
  const { t } = useSiteText();
  const label = (field: string) => t('portal.service.field', { field });
  // The community as the office's history keeps it: the listed name, or the one typed.
  const community =
    details.communityName ??
    (details.communityRequest
      ? t('portal.service.notListed', { name: details.communityRequest })
      : '');
  const rows: [string, string][] = [
    [label('email'), details.email],
    [label('phone'), formatUsPhone(details.phone)],
    [
      t('portal.service.address'),
      `${streetLine(details.address, details.unit)}, ${details.city}, ${details.state} ${details.zip}`,
    ],
    [label('community'), community],
    [label('building'), details.building],
    [label('gateCode'), details.gateCode],
    [label('specialInstructions'), details.specialInstructions],
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
  const { t } = useSiteText();
  const details = useServiceDetails();
  const [editing, setEditing] = useState<Editing>(null);
  const [emailSent, setEmailSent] = useState<string | null>(null);
  const close = () => setEditing(null);

  let body: React.ReactNode;
  if (details.isPending) body = <Spinner label={t('portal.service.loading')} />;
  else if (details.isError) {
    body = (
      <RetryAlert message={t('portal.service.loadFailed')} onRetry={() => void details.refetch()} />
    );
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
          <Button
            variant="outline"
            className="h-auto min-h-10 whitespace-normal"
            onClick={() => setEditing('doorstep')}
          >
            <KeyRound aria-hidden /> {t('portal.service.editDoorstep')}
          </Button>
          <Button
            variant="outline"
            className="h-auto min-h-10 whitespace-normal"
            onClick={() => setEditing('move')}
          >
            <Truck aria-hidden /> {t('portal.service.moving')}
          </Button>
          <Button
            variant="outline"
            className="h-auto min-h-10 whitespace-normal"
            onClick={() => setEditing('email')}
          >
            <Mail aria-hidden /> {t('portal.service.changeEmail')}
          </Button>
        </div>
      </>
    );
  }

  const titles: Record<Exclude<Editing, null>, string> = {
    doorstep: t('portal.service.editDoorstep'),
    move: t('portal.move.title'),
    email: t('portal.service.changeEmail'),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Home aria-hidden className="size-5 text-brand-700" />
          {editing ? titles[editing] : t('portal.service.title')}
        </CardTitle>
        <p className="text-sm text-muted">
          {editing === 'move' ? t('portal.move.text') : t('portal.service.text')}
        </p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
