import { DEFAULT_STATE, streetLine } from '../../domain/address';
import {
  FileText,
  LifeBuoy,
  Lock,
  PackageOpen,
  Scale,
  ShieldAlert,
  ShieldCheck,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { displayName, fullName } from '../../domain/person-name';
import type { User } from '../../domain/schemas/account';
import type { Subscription } from '../../domain/schemas/subscription';
import { CONTACT_SECTION_ID } from '../../domain/site';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { PageSpinner, Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ServiceDetailsCard } from '../features/account/components/service-details-card';
import { useUser } from '../features/auth/api/get-user';
import { AccountDetails } from '../features/auth/components/account-details';
import { ChangePasswordForm } from '../features/auth/components/change-password-form';
import {
  EmptyUnlessSignUpWaits,
  UnfinishedSignUp,
} from '../features/payments/components/unfinished-sign-up';
import {
  currentSubscription,
  useSubscriptions,
} from '../features/subscriptions/api/get-subscriptions';
import {
  PaymentMethodCard,
  PaymentMethodReturn,
} from '../features/payments/components/payment-method-card';
import { NotificationSettingsCards } from '../features/notifications/components/notification-settings-cards';
import { BillingPanel } from '../features/subscriptions/components/billing-panel';
import { PaymentDueBanner } from '../features/subscriptions/components/payment-due-banner';
import { PickupSchedule } from '../features/subscriptions/components/pickup-schedule';
import { SubscriptionOverview } from '../features/subscriptions/components/subscription-overview';
import { PickupOutcomes } from '../features/tickets/components/pickup-outcomes';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Client Portal',
    description: 'Your pickups, schedule, billing and settings.',
    path: '/client-portal',
    noIndex: true,
  });

/** Signed-out visitors see access denied with a Log In button (no redirect). */
function AccessDenied() {
  return (
    <section className="mx-auto max-w-lg px-4 py-24 text-center">
      <ShieldAlert aria-hidden className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink">Access Denied</h1>
      <p className="mt-3 text-muted">Please log in to view your client portal.</p>
      <Button asChild className="mt-6">
        <Link to="/login">Log In</Link>
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
        <Link to="/pricing">View Plans</Link>
      </Button>
    </div>
  );
}

function AccountSummary({ user }: { user: User }) {
  const since = new Date(user.createdAt).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });
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

function SecurityCard() {
  const [changing, setChanging] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lock aria-hidden className="size-5 text-brand-700" /> Password
        </CardTitle>
        <p className="text-sm text-muted">
          Changing your password signs you out on your other devices.
        </p>
      </CardHeader>
      <CardContent>
        {changing ? (
          <ChangePasswordForm onDone={() => setChanging(false)} />
        ) : (
          <Button variant="outline" onClick={() => setChanging(true)}>
            Change Password
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function HelpCard() {
  const links = [
    { to: '/privacy-policy', label: 'Privacy Policy', icon: ShieldCheck },
    { to: '/terms-of-service', label: 'Terms of Service', icon: Scale },
    { to: `/#${CONTACT_SECTION_ID}`, label: 'Contact Support', icon: LifeBuoy },
    { to: '/pricing', label: 'View Plans', icon: FileText },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Help and policies</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline">
            <Link to={to}>
              <Icon aria-hidden /> {label}
            </Link>
          </Button>
        ))}
        <Button asChild variant="link">
          <Link to="/admin-login">Staff login</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

const TABS = ['Dashboard', 'Schedule', 'Billing', 'Settings'] as const;

/** The open tab lives in the address (`?tab=billing`), so emails and banners can link to one. */
function useTabParam() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.some((t) => t.toLowerCase() === asked) ? asked! : 'dashboard';
  const setTab = (next: string) =>
    setParams(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab] as const;
}

function Portal({ user }: { user: User }) {
  const subscriptions = useSubscriptions();
  const current = subscriptions.data ? currentSubscription(subscriptions.data) : undefined;
  const [tab, setTab] = useTabParam();

  const needsSubscription = (render: (s: Subscription) => React.ReactNode) => {
    if (subscriptions.isPending) return <Spinner label="Loading your subscription" />;
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

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-ink">Client Portal</h1>
      <p className="mt-2 text-muted">Hello {displayName(user)}.</p>
      <UnfinishedSignUp />
      <PaymentDueBanner subscriptions={subscriptions.data ?? []} />
      <Tabs value={tab} onValueChange={setTab} className="mt-8">
        {/* Two rows of two on a phone: four labels side by side do not fit 390 px. */}
        <TabsList className="grid grid-cols-2 sm:inline-flex">
          {TABS.map((label) => (
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
            <PickupSchedule subscription={s} />
          ))}
        </TabsContent>
        <TabsContent value="billing">
          {subscriptions.isPending ? (
            <Spinner label="Loading your subscription" />
          ) : (
            <>
              <PaymentMethodReturn />
              <BillingPanel
                subscription={current}
                paymentMethod={current ? <PaymentMethodCard subscription={current} /> : null}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value="settings" className="grid gap-6">
          <ServiceDetailsCard />
          <NotificationSettingsCards />
          <AccountDetails user={user} />
          <SecurityCard />
          <HelpCard />
        </TabsContent>
      </Tabs>
    </section>
  );
}

export default function ClientPortal() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Checking your session" />;
  if (!user) return <AccessDenied />;
  return <Portal user={user} />;
}
