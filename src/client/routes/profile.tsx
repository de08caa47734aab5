import { formatUsPhone } from '../../domain/phone';
import type { User } from '../../domain/schemas/account';
import { BUSINESS } from '../../domain/site';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { RequireUser } from '../features/auth/components/guards';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { SubscriptionList } from '../features/subscriptions/components/subscription-list';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Your Profile',
    description: 'Your subscriptions and account details.',
    path: '/profile',
    noIndex: true,
  });

function AccountDetails({ user }: { user: User }) {
  const { signOut, isPending } = useSignOut();
  const fields: [string, string][] = [
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Email', user.email],
    ['Username', user.username],
    ['Address', user.address],
    ['Unit', user.unit],
    ['City', user.city],
    ['State', user.state || 'TX'],
    ['ZIP code', user.zip],
    ['Phone', formatUsPhone(user.phone)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
        <p className="text-sm text-muted">
          To change these details, contact support at {BUSINESS.phone} or {BUSINESS.email}.
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium break-words">{value || '—'}</dd>
            </div>
          ))}
        </dl>
        <Button variant="outline" className="mt-6" disabled={isPending} onClick={signOut}>
          Log Out
        </Button>
      </CardContent>
    </Card>
  );
}

export default function Profile() {
  return (
    <RequireUser>
      {(user) => (
        <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold text-ink">
            Welcome, {user.firstName || user.username}
          </h1>
          <p className="mt-2 text-muted">Manage your doorstep pickup and account.</p>
          <Tabs defaultValue="subscriptions" className="mt-8">
            <TabsList>
              <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
              <TabsTrigger value="account">Account</TabsTrigger>
            </TabsList>
            <TabsContent value="subscriptions">
              <SubscriptionList />
            </TabsContent>
            <TabsContent value="account">
              <AccountDetails user={user} />
            </TabsContent>
          </Tabs>
        </section>
      )}
    </RequireUser>
  );
}
