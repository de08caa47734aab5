import { useQueries } from '@tanstack/react-query';
import { CalendarCheck, CreditCard, Users } from 'lucide-react';
import { ADMIN_TEXT } from '../../domain/admin-messages';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ADMIN_LISTS } from '../features/admin/api/admin-lists';
import { SchedulesTab } from '../features/admin/components/schedules-tab';
import { ServiceAreaTab } from '../features/admin/components/service-area-tab';
import { SubscriptionsTab } from '../features/admin/components/subscriptions-tab';
import { UsersTab } from '../features/admin/components/users-tab';
import { WaitlistTab } from '../features/admin/components/waitlist-tab';
import { RequireAdmin } from '../features/auth/components/guards';
import { apiGetPage } from '../lib/api-client';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Admin Dashboard',
    description: 'Operations dashboard.',
    path: '/admin',
    noIndex: true,
  });

/** Headline numbers; their first load is 'Loading admin data...'. */
function useOverview() {
  const summary = (path: string, params: Record<string, string>) => ({
    queryKey: ['admin-overview', path, params],
    queryFn: () => apiGetPage(`${path}?${new URLSearchParams({ ...params, pageSize: '1' })}`),
  });
  return useQueries({
    queries: [
      summary(ADMIN_LISTS.users, { role: 'customer' }),
      summary(ADMIN_LISTS.subscriptions, { status: 'active' }),
      summary(ADMIN_LISTS.schedules, { status: 'scheduled' }),
    ],
  });
}

function Dashboard() {
  const overview = useOverview();
  if (overview.some((q) => q.isPending)) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted">
        <Spinner className="[&_svg]:size-8" label={ADMIN_TEXT.loading} />
        <p>{ADMIN_TEXT.loading}</p>
      </div>
    );
  }
  const stats = [
    { label: 'Customers', icon: Users, query: overview[0] },
    { label: 'Active subscriptions', icon: CreditCard, query: overview[1] },
    { label: 'Scheduled pickups', icon: CalendarCheck, query: overview[2] },
  ];
  return (
    <>
      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {stats.map(({ label, icon: Icon, query }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="flex items-center gap-2 text-sm text-muted">
              <Icon aria-hidden className="size-5 text-brand-700" /> {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-ink">
              {query?.data
                ? `${query.data.total.toLocaleString('en-US')}${query.data.capped ? '+' : ''}`
                : '—'}
            </dd>
          </div>
        ))}
      </dl>
      <Tabs defaultValue="users" className="mt-8">
        <TabsList className="grid grid-cols-2 sm:inline-flex">
          <TabsTrigger value="users" className="px-2 sm:px-4">
            Users
          </TabsTrigger>
          <TabsTrigger value="subscriptions" className="px-2 sm:px-4">
            Subscriptions
          </TabsTrigger>
          <TabsTrigger value="schedules" className="px-2 sm:px-4">
            Service Management
          </TabsTrigger>
          <TabsTrigger value="service-area" className="px-2 sm:px-4">
            Service Area
          </TabsTrigger>
          <TabsTrigger value="waitlist" className="col-span-2 px-2 sm:px-4">
            Waitlist
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab />
        </TabsContent>
        <TabsContent value="schedules">
          <SchedulesTab />
        </TabsContent>
        <TabsContent value="service-area">
          <ServiceAreaTab />
        </TabsContent>
        <TabsContent value="waitlist">
          <WaitlistTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

export default function Admin() {
  return (
    <RequireAdmin>
      {() => (
        <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
          <h1 className="text-3xl font-bold text-ink">Admin Dashboard</h1>
          <p className="mt-1 text-muted">Customers, subscriptions and the pickup schedule.</p>
          <Dashboard />
        </section>
      )}
    </RequireAdmin>
  );
}
