import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { Button } from '../components/ui/button';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { AuthCard } from '../features/auth/components/auth-card';
import { useConfirmWaitlist } from '../features/waitlist/api/confirm-waitlist';
import { errorMessage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Confirm Your Email',
    description: 'Confirm your place on the waitlist.',
    path: '/waitlist/confirm',
    noIndex: true,
  });

/**
 * The emailed link (docs/product.md#waitlist). Confirming waits for a click: a mail scanner that
 * opens links must not confirm a place the person never asked for.
 */
export default function WaitlistConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmWaitlist();

  if (confirm.isSuccess) {
    return (
      <AuthCard title={MESSAGES.waitlistConfirmedTitle}>
        <Notice tone="success">
          <p>{MESSAGES.waitlistConfirmedText}</p>
        </Notice>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/">Return to Home</Link>
        </Button>
      </AuthCard>
    );
  }

  const failure = !token
    ? MESSAGES.waitlistNoToken
    : confirm.error
      ? errorMessage(confirm.error, MESSAGES.waitlistConfirmFailed)
      : null;
  return (
    <AuthCard title={MESSAGES.waitlistConfirmTitle} description={MESSAGES.waitlistConfirmHint}>
      <div className="space-y-4">
        {failure ? <Notice tone="error" title={failure} /> : null}
        {token ? (
          <Button
            className="w-full"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? (
              <Spinner className="[&_svg]:text-white" label={MESSAGES.waitlistConfirming} />
            ) : null}
            {MESSAGES.waitlistConfirmButton}
          </Button>
        ) : null}
        {failure ? (
          <Button asChild variant={token ? 'outline' : 'default'} className="w-full">
            <Link to="/waitlist">Join the Waitlist</Link>
          </Button>
        ) : null}
      </div>
    </AuthCard>
  );
}
