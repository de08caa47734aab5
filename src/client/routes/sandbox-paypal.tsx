import { useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader } from '../components/ui/card';
import { SandboxApproval } from '../features/payments/components/sandbox-approval';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const meta = () =>
  pageMeta({
    title: 'Approve Subscription (Test Mode)',
    description: 'Test-mode PayPal approval.',
    path: '/sandbox-paypal',
    noIndex: true,
  });

/** The sandbox provider's PayPal-like approval page (development and tests only). */
export default function SandboxPaypal() {
  const { t } = useSiteText();
  const [params] = useSearchParams();
  return (
    <section className="bg-slate-50 px-4 py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardHeader>
          {/* The provider's name in its own two colours, the same in every language. */}
          <p className="text-2xl font-extrabold text-[#003087] italic">
            {'Pay'}
            <span className="text-[#009cde]">{'Pal'}</span>{' '}
            <span className="text-sm font-semibold text-muted not-italic">
              {t('pay.sandbox.tag')}
            </span>
          </p>
          <h1 className="text-xl font-bold text-ink">{t('pay.sandbox.title')}</h1>
        </CardHeader>
        <CardContent>
          <SandboxApproval token={params.get('token')} />
        </CardContent>
      </Card>
    </section>
  );
}
