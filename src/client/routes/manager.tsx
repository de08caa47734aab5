import { useSearchParams } from 'react-router';
import {
  MANAGER_TAB_LABELS,
  MANAGER_TABS,
  PORTAL_TEXT as TEXT,
  type ManagerTab,
} from '../../domain/manager-portal';
import { NOTICE_SECTIONS, type NoticeSection } from '../../domain/notice-staff-text';
import { fullName } from '../../domain/person-name';
import { serviceClock } from '../../domain/pickup-calendar';
import { MANAGER_HOME_PATH } from '../../domain/site';
import { PortalLayout } from '../components/layout/portal-layout';
import { Select } from '../components/ui/input';
import { RetryAlert } from '../components/ui/retry-alert';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useSignOut } from '../features/auth/api/sign-out';
import { RequireManager } from '../features/auth/components/guards';
import {
  useManagedCommunities,
  useManagedCommunity,
  useManagedDoors,
} from '../features/manager-portal/api/portal';
import {
  ContractSection,
  DoorsSection,
  InvoicesSection,
  ServiceSection,
  TicketsSection,
} from '../features/manager-portal/components/portal-tabs';
import { RosterHistory } from '../features/rosters/components/roster-doors';
import type { CommunityScope } from '../features/staff-notices/api/scope';
import { ExemptDoors } from '../features/staff-notices/components/exempt-doors';
import { LadderForm } from '../features/staff-notices/components/ladder-form';
import { doorName } from '../features/staff-notices/components/notice-parts';
import { FeeLedgerLink } from '../features/staff-notices/components/notice-report';
import { NoticesScreen } from '../features/staff-notices/components/notices-screen';
import { RosterImport } from '../features/rosters/components/roster-import';
import { OWN_LAYOUT_HANDLE } from '../lib/own-layout';
import { pageMeta } from '../lib/seo';

export const handle = OWN_LAYOUT_HANDLE;

export const meta = () =>
  pageMeta({
    title: TEXT.title,
    description: TEXT.description,
    path: MANAGER_HOME_PATH,
    noIndex: true,
  });

/**
 * A property manager's portal (docs/product.md#property-managers): one of their communities at a
 * time, its section, day and part of the notices in the address (`?community=&tab=&date=&view=`),
 * so a nightly report's link opens that night.
 */
export default function ManagerPortal() {
  const { signOut, isPending } = useSignOut();
  return (
    <RequireManager>
      {(user) => (
        <PortalLayout
          name={TEXT.name}
          home={MANAGER_HOME_PATH}
          user={{ name: fullName(user), email: user.email }}
          onSignOut={signOut}
          signOutPending={isPending}
        >
          <Communities />
        </PortalLayout>
      )}
    </RequireManager>
  );
}

function Communities() {
  const communities = useManagedCommunities();
  const [params, setParams] = useSearchParams();
  if (communities.isError && !communities.data) {
    return <RetryAlert message={TEXT.loadFailed} onRetry={() => void communities.refetch()} />;
  }
  if (!communities.data) return <Spinner label="Loading your portal" />;
  const list = communities.data;
  if (list.length === 0) {
    return (
      <>
        <h1 className="text-2xl font-bold text-ink">{TEXT.title}</h1>
        <p className="mt-3 text-muted">{TEXT.noCommunities}</p>
      </>
    );
  }
  const asked = Number(params.get('community'));
  const current = list.find((c) => c.id === asked) ?? list[0]!;
  const tab: ManagerTab = MANAGER_TABS.find((t) => t === params.get('tab')) ?? 'doors';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? params.get('date')!
    : serviceClock(new Date()).date;
  const view: NoticeSection = NOTICE_SECTIONS.find((s) => s === params.get('view')) ?? 'awaiting';
  const go = (next: {
    community?: number;
    tab?: ManagerTab;
    date?: string;
    view?: NoticeSection;
  }) => {
    const search = new URLSearchParams({
      community: String(next.community ?? current.id),
      tab: next.tab ?? tab,
    });
    const day = next.date ?? params.get('date');
    if (day && (next.tab ?? tab) === 'service') search.set('date', day);
    if ((next.tab ?? tab) === 'notices') search.set('view', next.view ?? view);
    setParams(search, { replace: true });
  };
  return (
    <>
      {list.length > 1 ? (
        <label className="mb-4 grid max-w-sm gap-1 text-sm font-medium text-ink">
          {TEXT.communityLabel}
          <Select
            value={current.id}
            onChange={(e) => go({ community: Number(e.target.value), tab: 'doors' })}
          >
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </label>
      ) : null}
      <CommunityPortal
        key={current.id}
        communityId={current.id}
        tab={tab}
        date={date}
        view={view}
        onTab={(next) => go({ tab: next })}
        onDate={(next) => go({ tab: 'service', date: next })}
        onView={(next) => go({ tab: 'notices', view: next })}
      />
    </>
  );
}

function CommunityPortal({
  communityId,
  tab,
  date,
  view,
  onTab,
  onDate,
  onView,
}: {
  communityId: number;
  tab: ManagerTab;
  date: string;
  view: NoticeSection;
  onTab: (tab: ManagerTab) => void;
  onDate: (date: string) => void;
  onView: (view: NoticeSection) => void;
}) {
  const overview = useManagedCommunity(communityId);
  if (overview.isError && !overview.data) {
    return <RetryAlert message={TEXT.loadFailed} onRetry={() => void overview.refetch()} />;
  }
  if (!overview.data) return <Spinner label="Loading the community" />;
  const community = overview.data;
  const rosterBase = `/api/manager/communities/${communityId}/roster`;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{community.name}</h1>
      <p className="mt-1 text-sm text-muted">
        {community.street}, {community.zip}
      </p>
      <Tabs value={tab} onValueChange={(next) => onTab(next as ManagerTab)} className="mt-6">
        <TabsList>
          {MANAGER_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {MANAGER_TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="doors">
          <DoorsSection communityId={communityId} />
        </TabsContent>
        <TabsContent value="service">
          <ServiceSection communityId={communityId} date={date} onDateChange={onDate} />
        </TabsContent>
        <TabsContent value="tickets">
          <TicketsSection communityId={communityId} />
        </TabsContent>
        <TabsContent value="notices">
          <NoticesScreen
            scope={{ by: 'manager', communityId }}
            section={view}
            onSection={onView}
            rules={<NoticeRules scope={{ by: 'manager', communityId }} />}
            reportExtra={<FeeLedgerLink scope={{ by: 'manager', communityId }} />}
          />
        </TabsContent>
        <TabsContent value="invoices">
          <InvoicesSection communityId={communityId} />
        </TabsContent>
        <TabsContent value="roster" className="grid gap-6">
          <p className="text-sm text-muted">{TEXT.rosterIntro}</p>
          <RosterImport apiBase={rosterBase} />
          <RosterHistory apiBase={rosterBase} />
        </TabsContent>
        <TabsContent value="contract">
          <ContractSection overview={community} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * The community's ladder and exempt doors
 * (docs/product.md#notices-for-managers-and-the-office); an exemption is chosen among
 * the doors still served or starting.
 */
function NoticeRules({ scope }: { scope: CommunityScope }) {
  const doors = useManagedDoors(scope.communityId);
  const choices = (doors.data ?? [])
    .filter((d) => d.status !== 'moved_out')
    .map((d) => ({
      subscriptionId: d.subscriptionId,
      label: `${doorName(d)} · ${d.residentName}`,
    }));
  return (
    <div className="grid gap-8">
      <LadderForm scope={scope} boundsEditable={false} />
      <ExemptDoors scope={scope} doors={choices} />
    </div>
  );
}
