import { ClipboardList, FileText, ListChecks, Pencil, Plus, Users } from 'lucide-react';
import { Fragment, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { NIGHT_REPORT_TEXT } from '../../../../domain/night-reports';
import { communityRosterPath } from '../../../../domain/office';
import { formatUsPhone } from '../../../../domain/phone';
import { SERVICE_AREA_TEXT } from '../../../../domain/messages';
import { COMMUNITY_BILLING_LABELS } from '../../../../domain/property-contracts';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCommunities, useSaveCommunity, useServiceZips } from '../api/service-area';
import { CommunityDialog, communityInput } from './community-dialog';
import { ContractDialog } from './contract-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListError } from './list-error';
import { ManagersDialog } from './managers-dialog';
import { MoreActionsMenu } from './more-actions-menu';
import { NightReportsDialog } from './night-reports-dialog';

/**
 * A dialog about one community that another feature brings (the route composes them), opened
 * from the community's actions: its notice rules
 * (docs/product.md#notices-for-managers-and-the-office).
 */
export type CommunityDialog = {
  label: string;
  /** Its button's icon on a card, like the other actions'. */
  icon: ReactNode;
  render: (
    community: AdminCommunity,
    open: boolean,
    onOpenChange: (open: boolean) => void,
  ) => ReactNode;
};

/**
 * A community's actions: on a card each is a button; in the table's one-line row (`inRow`) Edit
 * and Contract are buttons and the rarer Deactivate is in a More actions menu
 * (docs/decisions/047-office-record-numbers-and-dense-lists.md). A property-paid community also
 * has its Roster (docs/product.md#rent-roll-rosters) and its nightly Reports
 * (docs/product.md#nightly-reports).
 */
function CommunityActions({
  community,
  dialogs,
  inRow = false,
}: {
  community: AdminCommunity;
  dialogs: readonly CommunityDialog[];
  inRow?: boolean;
}) {
  const save = useSaveCommunity();
  const navigate = useNavigate();
  const toggle = () =>
    save.mutate(
      { id: community.id, input: { ...communityInput(community), active: !community.active } },
      {
        onSuccess: (saved) =>
          toast({
            title: SERVICE_AREA_TEXT.communitySavedTitle,
            description: `${saved.name} is ${saved.active ? 'active' : 'inactive'}.`,
          }),
        onError: (err) =>
          toast({
            title: SERVICE_AREA_TEXT.changeFailedTitle,
            description: errorMessage(err, SERVICE_AREA_TEXT.changeFailedDefault),
            variant: 'destructive',
          }),
      },
    );
  const toggleLabel = community.active ? 'Deactivate' : 'Activate';
  const [managersOpen, setManagersOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState<string | null>(null);
  const propertyPaid = community.billing === 'property';
  const roster = propertyPaid ? communityRosterPath(community.id) : null;
  return (
    <div className={inRow ? 'flex flex-nowrap gap-1' : 'flex flex-wrap gap-1'}>
      {propertyPaid ? (
        <ManagersDialog community={community} open={managersOpen} onOpenChange={setManagersOpen} />
      ) : null}
      {dialogs.map((d) => (
        <Fragment key={d.label}>
          {d.render(community, dialogOpen === d.label, (open) =>
            setDialogOpen(open ? d.label : null),
          )}
        </Fragment>
      ))}
      <CommunityDialog
        community={community}
        trigger={
          <Button variant="outline" size="sm">
            <Pencil aria-hidden /> Edit <span className="sr-only">{community.name}</span>
          </Button>
        }
      />
      <ContractDialog
        community={community}
        trigger={
          <Button variant="outline" size="sm">
            <FileText aria-hidden /> Contract <span className="sr-only">{community.name}</span>
          </Button>
        }
      />
      {propertyPaid ? (
        <NightReportsDialog
          community={community}
          trigger={
            <Button variant="outline" size="sm">
              <ClipboardList aria-hidden /> {NIGHT_REPORT_TEXT.reportsAction}{' '}
              <span className="sr-only">{community.name}</span>
            </Button>
          }
        />
      ) : null}
      {inRow ? (
        <MoreActionsMenu
          about={community.name}
          items={[
            ...(propertyPaid ? [{ label: 'Managers', onSelect: () => setManagersOpen(true) }] : []),
            ...(roster ? [{ label: 'Roster', onSelect: () => void navigate(roster) }] : []),
            ...dialogs.map((d) => ({ label: d.label, onSelect: () => setDialogOpen(d.label) })),
            { label: toggleLabel, onSelect: toggle },
          ]}
          disabled={save.isPending}
        />
      ) : (
        <>
          {propertyPaid ? (
            <Button variant="outline" size="sm" onClick={() => setManagersOpen(true)}>
              <Users aria-hidden /> Managers <span className="sr-only">{community.name}</span>
            </Button>
          ) : null}
          {roster ? (
            <Link to={roster} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ListChecks aria-hidden /> Roster <span className="sr-only">{community.name}</span>
            </Link>
          ) : null}
          {dialogs.map((d) => (
            <Button
              key={d.label}
              variant="outline"
              size="sm"
              onClick={() => setDialogOpen(d.label)}
            >
              {d.icon} {d.label} <span className="sr-only">{community.name}</span>
            </Button>
          ))}
          <Button variant="ghost" size="sm" onClick={toggle} disabled={save.isPending}>
            {toggleLabel} <span className="sr-only">{community.name}</span>
          </Button>
        </>
      )}
    </div>
  );
}

const columns = (dialogs: readonly CommunityDialog[]): readonly Column<AdminCommunity>[] => [
  {
    header: 'Community',
    cell: (c) => (
      <>
        <span className="font-medium text-ink">{c.name}</span>
        <span className="block text-xs text-muted">
          {c.street}, {c.city} {c.zip}
        </span>
      </>
    ),
  },
  {
    header: 'Status',
    cell: (c) => (
      <Badge variant={c.active ? 'default' : 'secondary'}>{c.active ? 'Active' : 'Inactive'}</Badge>
    ),
  },
  {
    header: 'Paid by',
    cell: (c) => (
      <Badge
        variant={c.billing === 'property' ? 'default' : 'secondary'}
        className="whitespace-nowrap normal-case"
      >
        {COMMUNITY_BILLING_LABELS[c.billing]}
      </Badge>
    ),
  },
  { header: 'Customers', cell: (c) => c.customers.toLocaleString('en-US') },
  { header: 'Access notes', cell: (c) => c.accessNotes || '—', className: 'max-w-64' },
  {
    header: 'Property manager',
    cell: (c) =>
      c.managerName || c.managerPhone || c.managerEmail ? (
        <>
          {c.managerName}
          {c.managerPhone ? (
            <span className="block text-xs">{formatUsPhone(c.managerPhone)}</span>
          ) : null}
          {c.managerEmail ? (
            <span className="block text-xs break-all">{c.managerEmail}</span>
          ) : null}
        </>
      ) : (
        '—'
      ),
  },
  {
    header: 'Actions',
    cell: (c) => <CommunityActions community={c} dialogs={dialogs} inRow />,
    phoneCell: (c) => <CommunityActions community={c} dialogs={dialogs} />,
  },
];

export function CommunitiesSection({ dialogs }: { dialogs: readonly CommunityDialog[] }) {
  const communityColumns = useMemo(() => columns(dialogs), [dialogs]);
  const [zip, setZip] = useState('');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const zips = useServiceZips();
  const list = useCommunities({ zip, q });
  return (
    <section aria-labelledby="communities-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="communities-heading" className="text-xl font-bold text-ink">
          Communities
        </h2>
        <CommunityDialog
          trigger={
            <Button className="sm:h-10">
              <Plus aria-hidden /> Add community
            </Button>
          }
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,18rem)_12rem]">
        <FormField label="Search by name">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </FormField>
        <FormField label="ZIP code">
          <Select value={zip} onChange={(e) => setZip(e.target.value)}>
            <option value="">All ZIP codes</option>
            {zips.data?.map((z) => (
              <option key={z.zip} value={z.zip}>
                {z.zip} {z.city}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {list.isError && !list.data ? (
        <ListError
          error={list.error}
          message={SERVICE_AREA_TEXT.listFailed}
          onRetry={() => void list.refetch()}
        />
      ) : list.data ? (
        <DataTable
          caption="Communities"
          columns={communityColumns}
          rows={list.data}
          empty="No communities match."
          busy={list.isFetching}
          wide
        />
      ) : (
        <Spinner label="Loading communities" />
      )}
    </section>
  );
}
