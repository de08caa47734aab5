import { DEFAULT_STATE, streetLine } from '../../../domain/address';
import { PackageOpen, ShieldAlert } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { dateFormatter } from '../../../domain/date-format';
import { MESSAGES } from '../../../domain/messages';
import { NOTICES_TAB_TEXT } from '../../../domain/notices-tab-text';
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

/** Signed-out visitors see access denied with a Log In button (no redirect). */
export function AccessDenied() {
  return (
    <section className="mx-auto max-w-lg px-4 py-24 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink">Access Denied</h1>
      <p className="mt-3 text-muted">Please log in to view your client portal.</p>
      <Button asChild className="mt-6">
        <a href="/login">Log In</a>
      </Button>
    </section>
  );
}

function NoSubscription() {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <PackageOpen aria-hidden className="mx-auto size-10 text-brand-600" />
      <h2 className="mt-3 text-lg font-semibold">No active subscription</h2>
      <p className="mt-1 text-sm text-muted">
        Choose a plan to start doorstep pickup; your schedule and bills will show here.
      </p>
      <Button asChild className="mt-4">
        <a href="/pricing">View Plans</a>
      </Button>
    </div>
  );
}

const monthAndYear = dateFormatter({ month: 'long', year: 'numeric' });

function AccountSummary({ user }: { user: User }) {
  const since = monthAndYear().format(new Date(user.createdAt));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Account summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          <div>
            <dt className="text-muted">Name</dt>
            <dd className="font-medium">{fullName(user)}</dd>
          </div>
          <div>
            <dt className="text-muted">Service address</dt>
            <dd className="font-medium">
              {streetLine(user.address, user.unit)}
              <br />
              {user.city}, {user.state || DEFAULT_STATE} {user.zip}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Email</dt>
            <dd className="font-medium wrap-anywhere">{user.email}</dd>
          </div>
          <div>
            <dt className="text-muted">Customer since</dt>
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
export function PortalFrame({ label = 'Checking your session' }: { label?: string }) {
  return (
    <section className={PORTAL_SECTION}>
      <h1 className="text-3xl font-bold text-ink">Client Portal</h1>
      <p className="mt-2 text-muted" aria-hidden>
        &nbsp;
      </p>
      <PageSpinner label={label} />
    </section>
  );
}

function Portal({ user }: { user: User }) {
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
          {MESSAGES.subscriptionsLoadFailed}
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
  if (!shown) return <PortalFrame label="Loading your account" />;

  return (
    <section className={PORTAL_SECTION}>
      <h1 className="text-3xl font-bold text-ink">Client Portal</h1>
      <p className="mt-2 text-muted">Hello {displayName(user)}.</p>
      <UnfinishedSignUp />
      <PaymentDueBanner subscriptions={subscriptions.data ?? []} />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        {/* Rows of two on a phone: four labels side by side do not fit 390 px. A last tab on
            its own spans the row. */}
        <TabsList className="grid grid-cols-2 sm:inline-flex [&>:last-child:nth-child(odd)]:col-span-2">
          {tabs.map((label) => (
            <TabsTrigger key={label} value={label.toLowerCase()}>
              {label}
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
            <Suspense fallback={<Spinner label="Loading your schedule" />}>
              <ScheduleTab subscription={s} />
            </Suspense>
          ))}
        </TabsContent>
        {tabs.includes('Billing') ? (
          <TabsContent value="billing">
            <Suspense fallback={<Spinner label="Loading your billing" />}>
              <BillingTab subscription={current} />
            </Suspense>
          </TabsContent>
        ) : null}
        <TabsContent value="settings" className="grid gap-6">
          <Suspense fallback={<Spinner label="Loading your settings" />}>
            <SettingsTab user={user} />
          </Suspense>
        </TabsContent>
        {tabs.includes('Notices') ? (
          <TabsContent value="notices">
            <Suspense fallback={<Spinner label={NOTICES_TAB_TEXT.loading} />}>
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
