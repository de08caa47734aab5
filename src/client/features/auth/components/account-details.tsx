import type { ReactNode } from 'react';
import type { User } from '../../../../domain/schemas/account';
import { BUSINESS } from '../../../../domain/site';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * Who the account belongs to (profile Account tab, portal Settings). The service details beside it
 * are the customer's to change; a name is corrected by the office, which checks it against billing.
 */
export function AccountDetails({ user, children }: { user: User; children?: ReactNode }) {
  const { t } = useSiteText();
  const fields: [string, string][] = [
    [t('auth.account.firstName'), user.firstName],
    [t('auth.account.lastName'), user.lastName],
    [t('auth.account.username'), user.username],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.account.title')}</CardTitle>
        <p className="text-sm text-muted">
          {t('auth.account.fixName', { phone: BUSINESS.phone, email: BUSINESS.email })}
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              {/* wrap-anywhere: a long username must not widen the card past a 320 px phone. */}
              <dd className="font-medium wrap-anywhere">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
