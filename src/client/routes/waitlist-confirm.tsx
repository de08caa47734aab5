import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
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

function Failed({ message }: { message: string }) {
  return (
    <AuthCard title="Confirm Your Email">
      <div role="alert" className="flex gap-3 rounded-md bg-red-50 p-4 text-red-800">
        <TriangleAlert aria-hidden className="size-6 shrink-0" />
        <p className="font-semibold">{message}</p>
      </div>
      <Button asChild className="mt-6 w-full">
        <Link to="/waitlist">Join the Waitlist</Link>
      </Button>
    </AuthCard>
  );
}

/** The emailed link: opening it confirms the email. */
export default function WaitlistConfirm() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmWaitlist(token);
  if (!token) return <Failed message={MESSAGES.waitlistNoToken} />;
  if (confirm.isPending) return <PageSpinner label="Confirming your email" />;
  if (confirm.isError) {
    return <Failed message={errorMessage(confirm.error, MESSAGES.waitlistConfirmFailed)} />;
  }
  return (
    <AuthCard title={MESSAGES.waitlistConfirmedTitle}>
      <div role="status" className="flex gap-3 rounded-md bg-brand-50 p-4 text-brand-800">
        <CircleCheck aria-hidden className="size-6 shrink-0" />
        <p>{MESSAGES.waitlistConfirmedText}</p>
      </div>
      <Button asChild variant="outline" className="mt-6 w-full">
        <Link to="/">Return to Home</Link>
      </Button>
    </AuthCard>
  );
}
