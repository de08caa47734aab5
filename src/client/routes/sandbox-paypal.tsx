import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { SandboxApproval } from '../features/payments/components/sandbox-approval';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Approve Subscription (Test Mode)',
    description: 'Test-mode PayPal approval.',
    path: '/sandbox-paypal',
    noIndex: true,
  });

/** The sandbox provider's PayPal-like approval page (development and tests only). */
export default function SandboxPaypal() {
  const [params] = useSearchParams();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          <p className="text-2xl font-extrabold text-[#003087] italic">
            Pay<span className="text-[#009cde]">Pal</span>{' '}
            <span className="text-sm font-semibold text-muted not-italic">sandbox</span>
          </p>
          <h1 className="text-xl font-bold text-ink">Approve your subscription</h1>
        </CardHeader>
        <CardContent>
          <SandboxApproval token={params.get('token')} />
        </CardContent>
      </Card>
    </section>
  );
}
