import { DEFAULT_STATE, streetLine } from '../../../domain/address';
import { PackageOpen, ShieldAlert } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { INTL_LOCALE } from '../../../domain/i18n/languages';
import type { PlainMessageId } from '../../../domain/i18n/translate';
import { sitePath } from '../../../domain/site-language';
import { displayName, fullName } from '../../../domain/person-name';
import type { User } from '../../../domain/schemas/account';
import type { Subscription } from '../../../domain/schemas/subscription';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useUser } from '../../features/auth/api/get-user';
import { useSubscriptionInfo } from '../../features/payments/api/get-subscription-info';
import {
  EmptyUnlessSignUpWaits,
  UnfinishedSignUp,
} from '../../features/payments/components/unfinished-sign-up';
import {
  currentSubscription,
  useSubscriptions,
} from '../../features/subscriptions/api/get-subscriptions';
import { PaymentDueBanner } from '../../features/subscriptions/components/payment-due-banner';
import { SubscriptionOverview } from '../../features/subscriptions/components/subscription-overview';
import { usePickups } from '../../features/tickets/api/get-pickups';
import { PickupOutcomes } from '../../features/tickets/components/pickup-outcomes';
import { replaceSearchParams, useSearch } from '../../lib/search-params';
import { APP_TEXT_ATTR } from '../../lib/app-language';
import { useSiteText } from '../../lib/site-text-context';

/**
 * Signed-out visitors see access denied with a Log In button (no redirect). `marked`: as
 * prerendered, its words name their messages, which the page's script writes in the visitor's
 * language.
 */
export function AccessDenied({ marked = false }: { marked?: boolean }) {
  const { t } = useSiteText();
  const mark = (id: PlainMessageId) => (marked ? { [APP_TEXT_ATTR]: id } : {});
  return (
    <section className="mx-auto max-w-lg px-4 py-24 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink" {...mark('portal.denied.title')}>
        {t('portal.denied.title')}
      </h1>
      <p className="mt-3 text-muted" {...mark('portal.denied.text')}>
        {t('portal.denied.text')}
      </p>
      <Button asChild className="mt-6">
        <a href="/login" {...mark('portal.denied.logIn')}>
          {t('portal.denied.logIn')}
        </a>
      </Button>
    </section>
  );
}

function NoSubscription() {
  const { t, language } = useSiteText();
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <PackageOpen aria-hidden className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-3 text-lg font-semibold">{t('portal.none.title')}</h2>
      <p className="mt-1 text-sm text-muted">{t('portal.none.text')}</p>
      <Button asChild className="mt-4">
        <a href={sitePath(language, '/pricing')}>{t('portal.viewPlans')}</a>
      </Button>
    </div>
  );
}

function AccountSummary({ user }: { user: User }) {
  const { t, language } = useSiteText();
  const since = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    month: 'long',
    year: 'numeric',
  }).format(new Date(user.createdAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('portal.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-muted">{t('portal.summary.name')}</dt>
            <dd className="font-medium">{fullName(user)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('portal.summary.address')}</dt>
            <dd className="font-medium">
              {streetLine(user.address, user.unit)}
              <br />
              {user.city}, {user.state || DEFAULT_STATE} {user.zip}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('portal.summary.email')}</dt>
            <dd className="font-medium wrap-anywhere">{user.email}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('portal.summary.since')}</dt>
            <dd className="font-medium">{since}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

// The dashboard comes with the page; each other tab's code loads when it is first opened.
const ScheduleTab = lazy(() => import('./schedule-tab'));
const BillingTab = lazy(() => import('./billing-tab'));
const SettingsTab = lazy(() => import('./settings-tab'));
const NoticesTab = lazy(() => import('./notices-tab'));

const TABS = ['Dashboard', 'Schedule', 'Billing', 'Settings', 'Notices'] as const;
type Tab = (typeof TABS)[number];

/**
 * The open tab lives in the address (`?tab=billing`), so emails and banners can link to one; a
 * tab this customer does not have opens the dashboard. No router: the portal renders alone on
 * its static page too.
 */
function useTabParam(tabs: readonly Tab[]) {
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab = tabs.some((t) => t.toLowerCase() === asked) ? asked! : 'dashboard';
  const setTab = (next: string) => replaceSearchParams((params) => params.set('tab', next));
  return [tab, setTab] as const;
}

/**
 * The tabs this customer has. The property pays for this door: nothing to bill, so no Billing
 * tab (docs/product.md#property-contracts). Notices are of a door: an account that never had a
 * subscription has none to show (docs/product.md#notices-in-the-portal).
 */
function tabsOf(subscriptions: readonly Subscription[], current: Subscription | undefined) {
  return TABS.filter(
    (t) =>
      (t !== 'Billing' || current?.payer !== 'property') &&
      (t !== 'Notices' || subscriptions.length > 0),
  );
}

// At least a screen tall, so the footer is out of sight while the portal loads and fills in
// (its arrival moves nothing in view: no layout shift).
const PORTAL_SECTION = 'mx-auto min-h-screen max-w-5xl px-4 py-10 sm:py-14';

/**
 * The portal while it loads: its heading, the greeting's line kept empty, and a spinner for the
 * rest. The static page is prerendered with it.
 */
export function PortalFrame({ label }: { label?: string }) {
  const { t } = useSiteText();
  return (
    <section className={PORTAL_SECTION}>
      <h1 className="text-3xl font-bold text-ink">{t('portal.title')}</h1>
      <p className="mt-2 text-muted" aria-hidden>
        {'\u00a0'}
      </p>
      <PageSpinner label={label ?? t('portal.checkingSession')} />
    </section>
  );
}

function Portal({ user }: { user: User }) {
  const { t } = useSiteText();
  const subscriptions = useSubscriptions();
  // What the dashboard and the pointer above the tabs show, asked together; the portal appears
  // once all have answered, rather than growing as each does and pushing what is on screen down.
  const signUp = useSubscriptionInfo(true);
  const pickups = usePickups();
  const current = subscriptions.data ? currentSubscription(subscriptions.data) : undefined;
  const tabs = tabsOf(subscriptions.data ?? [], current);
  const [tab, setTab] = useTabParam(tabs);

  const needsSubscription = (render: (s: Subscription) => React.ReactNode) => {
    if (subscriptions.isError) {
      return (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
          {t('portal.loadFailed')}
        </p>
      );
    }
    return current ? (
      render(current)
    ) : (
      <EmptyUnlessSignUpWaits>
        <NoSubscription />
      </EmptyUnlessSignUpWaits>
    );
  };

  const answered = !subscriptions.isPending && !signUp.isPending && !pickups.isPending;
  // Shown in a transition: React renders the whole portal in slices that yield to the browser,
  // not in the one long task an answer's update would be (the frame is on screen meanwhile).
  const [shown, setShown] = useState(answered);
  useEffect(() => {
    if (answered && !shown) startTransition(() => setShown(true));
  }, [answered, shown]);
  if (!shown) return <PortalFrame label={t('portal.loadingAccount')} />;

  return (
    <section className={PORTAL_SECTION}>
      <h1 className="text-3xl font-bold text-ink">{t('portal.title')}</h1>
      <p className="mt-2 text-muted">{t('portal.hello', { name: displayName(user) })}</p>
      <UnfinishedSignUp />
      <PaymentDueBanner subscriptions={subscriptions.data ?? []} />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        {/* Rows of two on a phone: four labels side by side do not fit 390 px. A last tab on
            its own spans the row. */}
        <TabsList className="grid grid-cols-2 sm:inline-flex [&>:last-child:nth-child(odd)]:col-span-2">
          {tabs.map((label) => (
            <TabsTrigger key={label} value={label.toLowerCase()}>
              {t('portal.tab', { tab: label.toLowerCase() })}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="dashboard" className="grid gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            {needsSubscription((s) => (
              <SubscriptionOverview subscription={s} />
            ))}
            <PickupOutcomes />
          </div>
          <AccountSummary user={user} />
        </TabsContent>
        <TabsContent value="schedule">
          {needsSubscription((s) => (
            <Suspense fallback={<Spinner label={t('portal.loadingSchedule')} />}>
              <ScheduleTab subscription={s} />
            </Suspense>
          ))}
        </TabsContent>
        {tabs.includes('Billing') ? (
          <TabsContent value="billing">
            <Suspense fallback={<Spinner label={t('portal.loadingBilling')} />}>
              <BillingTab subscription={current} />
            </Suspense>
          </TabsContent>
        ) : null}
        <TabsContent value="settings" className="grid gap-6">
          <Suspense fallback={<Spinner label={t('portal.loadingSettings')} />}>
            <SettingsTab user={user} />
          </Suspense>
        </TabsContent>
        {tabs.includes('Notices') ? (
          <TabsContent value="notices">
            <Suspense fallback={<Spinner label={t('portal.notices.loading')} />}>
              <NoticesTab />
            </Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
    </section>
  );
}

/** The portal, or Access Denied for a signed-out visitor; the app's route and the static page's island. */
export function ClientPortal() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PortalFrame />;
  if (!user) return <AccessDenied />;
  return <Portal user={user} />;
}
