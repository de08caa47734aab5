import type { ReactNode } from 'react';
import { DEFAULT_STATE } from '../../../../domain/address';
import { formatUsPhone } from '../../../../domain/phone';
import type { User } from '../../../../domain/schemas/account';
import { BUSINESS } from '../../../../domain/site';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** The read-only account (profile Account tab, portal Settings); changes go through support. */
export function AccountDetails({ user, children }: { user: User; children?: ReactNode }) {
  const fields: [string, string][] = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Email', user.email],
    ['Username', user.username],
    ['Address', user.address],
    ['Unit', user.unit],
    ['City', user.city],
    ['State', user.state || DEFAULT_STATE],
    ['ZIP code', user.zip],
    ['Phone', formatUsPhone(user.phone)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
        <p className="text-sm text-muted">
          To change these details, contact support at {BUSINESS.phone} or {BUSINESS.email}.
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              {/* An email is one long word: unlike break-words, wrap-anywhere also stops it from
                  widening the card past a 320 px phone. */}
              <dd className="font-medium wrap-anywhere">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
