import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROSTER_TEXT as TEXT } from '../../domain/rosters';
import { communityRosterPath } from '../../domain/office';
import { Notice } from '../components/ui/notice';
import { useRoster } from '../features/rosters/api/get-roster';
import { RosterDoors, RosterHistory } from '../features/rosters/components/roster-doors';
import { RosterImport } from '../features/rosters/components/roster-import';
import { pageMeta } from '../lib/seo';

export const meta = ({ params }: { params: { id?: string } }) =>
  pageMeta({
    title: 'Roster',
    description: TEXT.pageDescription,
    path: communityRosterPath(params.id ?? ''),
    noIndex: true,
  });

/**
 * A property-paid community's rent-roll roster for the office (docs/product.md#rent-roll-rosters):
 * the import, the doors as they stand and the past imports, reached from the Communities page.
 */
export default function AdminCommunityRoster() {
  const { id = '' } = useParams();
  const apiBase = `/api/admin/communities/${encodeURIComponent(id)}/roster`;
  const roster = useRoster(apiBase);
  const name = roster.data?.communityName;
  return (
    <>
      <div className="mb-6 print:hidden">
        <Link
          to="/admin/communities"
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {TEXT.backToCommunities}
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-ink sm:text-3xl">
          {name ? TEXT.pageTitle(name) : 'Roster'}
        </h1>
        <p className="mt-1 text-muted">{TEXT.pageDescription}</p>
      </div>
      <div className="grid gap-8">
        {roster.data && !roster.data.propertyPaid ? (
          <Notice tone="error">{TEXT.notPropertyPaid}</Notice>
        ) : (
          <RosterImport apiBase={apiBase} />
        )}
        <RosterDoors apiBase={apiBase} />
        <RosterHistory apiBase={apiBase} />
      </div>
    </>
  );
}
