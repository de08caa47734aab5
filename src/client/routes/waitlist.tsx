import { Link, useSearchParams } from 'react-router';
import { HOME_KINDS, type HomeKind } from '../../domain/schemas/account';
import { AuthCard } from '../features/auth/components/auth-card';
import { WaitlistForm } from '../features/waitlist/components/waitlist-form';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Join the Waitlist',
    description:
      "We don't serve every ZIP code yet. Join the waitlist and we'll email you when doorstep trash pickup reaches yours.",
    path: '/waitlist',
  });

const isKind = (value: string | null): value is HomeKind =>
  (HOME_KINDS as readonly (string | null)[]).includes(value);

/** `?zip=` fills in the ZIP code and `?kind=house|apartment` picks the kind of home. */
export default function Waitlist() {
  const [params] = useSearchParams();
  const kind = params.get('kind');
  return (
    <AuthCard
      title="Join the Waitlist"
      description="We don't serve every ZIP code yet. Leave your email and we'll tell you as soon as we start in yours. No payment, no account."
      footer={
        <>
          Already in our service area?{' '}
          <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <WaitlistForm zip={params.get('zip') ?? ''} kind={isKind(kind) ? kind : undefined} />
    </AuthCard>
  );
}
