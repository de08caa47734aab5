import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useConfirmEmail } from '../features/account/api/confirm-email';
import { AuthCard } from '../features/auth/components/auth-card';
import { errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Confirm Your New Email',
    description: 'Confirm the new email for your account.',
    path: '/confirm-email',
    noIndex: true,
  });

/**
 * The link mailed to a new sign-in email. The change waits for a click: a mail scanner that opens
 * links must not use up the customer's one-time link.
 */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmail();

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email changed">
        <Notice tone="success">
          <p className="wrap-anywhere">{confirm.data.message}</p>
        </Notice>
        <Button asChild className="mt-6 w-full">
          <Link to="/client-portal">Go to your portal</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your new email"
      description="Your sign-in email changes when you confirm."
    >
      {!token ? (
        <Notice tone="error" title={MESSAGES.emailChangeLinkInvalid} />
      ) : (
        <div className="space-y-4">
          {confirm.error ? (
            <Notice
              tone="error"
              title={errorMessage(confirm.error, MESSAGES.emailChangeLinkInvalid)}
            />
          ) : null}
          <Button
            className="w-full"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? (
              <Spinner className="[&_svg]:text-white" label={MESSAGES.emailChangeConfirming} />
            ) : null}
            Confirm new email
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
