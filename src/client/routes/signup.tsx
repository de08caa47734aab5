import { Link, useNavigate, useSearchParams } from 'react-router';
import { parsePlanParam } from '../../domain/plans';
import { ZipSchema } from '../../domain/schemas/account';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { InformationStep } from '../features/payments/components/information-step';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Sign Up',
    description: 'Choose your plan and create your doorstep trash pickup account.',
    path: '/signup',
  });

/**
 * /signup (docs/product.md#sign-up-flow): the information step, then the payment step on
 * /subscribe. A signed-in customer coming back finds the form filled from the server; a visitor's
 * link may name the plan and the ZIP code.
 */
export default function Signup() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initialPlan = parsePlanParam(params.get('plan'));
  // `?zip=` comes from the waitlist's "we now serve" email; anything but a ZIP code is ignored.
  const zip = ZipSchema.safeParse(params.get('zip'));
  const { data: user, isPending } = useUser();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-3xl">
        <CardHeader>
          <h1 className="text-3xl font-bold text-ink">Sign Up</h1>
          <p className="text-muted">
            Start doorstep pickup in minutes: choose a plan, tell us where to collect, then pay
            securely by card or PayPal. You can change plans any time.
          </p>
        </CardHeader>
        <CardContent>
          {isPending ? (
            <PageSpinner />
          ) : (
            <InformationStep
              signedIn={Boolean(user)}
              initialPlan={initialPlan}
              initialZip={zip.success ? zip.data : ''}
              onSaved={({ plan }) => navigate(`/subscribe?plan=${plan}`)}
              footer={
                user ? null : (
                  <p className="text-sm text-muted">
                    Already have an account?{' '}
                    <Link to="/login" className="font-semibold text-brand-700 hover:underline">
                      Log in
                    </Link>
                  </p>
                )
              }
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
