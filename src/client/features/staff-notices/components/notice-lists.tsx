import type { ReactNode } from 'react';
import { formatNoticeDay } from '../../../../domain/notices';
import { NOTICE_STAFF_TEXT as TEXT, stepWithFee } from '../../../../domain/notice-staff-text';
import { serviceClock } from '../../../../domain/pickup-calendar';
import { PROBLEM_REASON_LABELS } from '../../../../domain/pickup-labels';
import type { NoticeView, StaffNotice } from '../../../../domain/schemas/door-notices';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffNotices } from '../api/notices';
import type { NoticeScope } from '../api/scope';
import { DecideDisputeForm } from './decide-dispute-form';
import { DecideNoticeForm } from './decide-notice-form';
import {
  DoorHistory,
  doorName,
  NoticeFacts,
  NoticeHeading,
  NoticePhoto,
  NoticeStatusBadge,
} from './notice-parts';

// The notices waiting for a decision, as cards with their photo and form, and every notice as a
// table.

function Loaded({
  scope,
  view,
  children,
}: {
  scope: NoticeScope;
  view: NoticeView;
  children: (notices: StaffNotice[]) => ReactNode;
}) {
  const notices = useStaffNotices(scope, view);
  if (notices.data) return <>{children(notices.data)}</>;
  if (notices.isError) {
    return <RetryAlert message={TEXT.loadFailed} onRetry={() => void notices.refetch()} />;
  }
  return <Spinner label="Loading the notices" />;
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-muted">
    {children}
  </p>
);

function NoticeCard({
  notice,
  scope,
  children,
}: {
  notice: StaffNotice;
  scope: NoticeScope;
  children: ReactNode;
}) {
  const headingId = `notice-${notice.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <NoticeHeading
          notice={notice}
          headingId={headingId}
          showCommunity={scope.by === 'office'}
        />
        {scope.by === 'office' && notice.approver === 'manager' ? (
          <p className="mt-1 text-sm text-slate-700">{TEXT.managerDecides}</p>
        ) : null}
        {children}
      </article>
    </li>
  );
}

/** Fees (and warnings where a community asks) the resident has not been told of yet. */
export function AwaitingNotices({ scope }: { scope: NoticeScope }) {
  return (
    <Loaded scope={scope} view="awaiting_approval">
      {(notices) =>
        notices.length === 0 ? (
          <Empty>{TEXT.noneAwaiting}</Empty>
        ) : (
          <ul className="grid gap-4" aria-label="Notices awaiting approval">
            {notices.map((notice) => (
              <NoticeCard key={notice.id} notice={notice} scope={scope}>
                <NoticeFacts notice={notice} />
                <DoorHistory notice={notice} />
                <div className="mt-4 border-t border-slate-200 pt-4">
                  <DecideNoticeForm scope={scope} notice={notice} />
                </div>
              </NoticeCard>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

/** Notices a resident answered within the week, each beside what they wrote and sent. */
export function DisputedNotices({ scope }: { scope: NoticeScope }) {
  return (
    <Loaded scope={scope} view="disputed">
      {(notices) =>
        notices.length === 0 ? (
          <Empty>{TEXT.noneDisputed}</Empty>
        ) : (
          <ul className="grid gap-4" aria-label="Disputed notices">
            {notices.map((notice) => (
              <NoticeCard key={notice.id} notice={notice} scope={scope}>
                <NoticeFacts notice={notice} />
                {notice.dispute ? (
                  <section
                    aria-label={TEXT.residentSaid}
                    className="mt-4 grid gap-3 rounded-md bg-amber-50 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)]"
                  >
                    <div className="min-w-0">
                      <h4 className="text-sm font-semibold text-ink">{TEXT.residentSaid}</h4>
                      <p className="mt-1 text-sm wrap-anywhere">{notice.dispute.note}</p>
                      <p className="mt-1 text-xs text-slate-700">
                        {TEXT.disputedOn(
                          formatNoticeDay(serviceClock(new Date(notice.dispute.at)).date),
                        )}
                      </p>
                    </div>
                    {notice.dispute.photoId ? (
                      <NoticePhoto
                        id={notice.dispute.photoId}
                        alt={TEXT.disputePhotoAlt(doorName(notice))}
                      />
                    ) : null}
                  </section>
                ) : null}
                <div className="mt-4 border-t border-slate-200 pt-4">
                  <DecideDisputeForm scope={scope} notice={notice} />
                </div>
              </NoticeCard>
            ))}
          </ul>
        )
      }
    </Loaded>
  );
}

/** Why a decided notice stands where it does: the waiver's reason or the dispute's answer. */
function decisionText(n: StaffNotice): string {
  if (n.dispute?.outcome) return TEXT.decisionLine(n.dispute.outcome, n.dispute.decisionNote);
  if (n.dispute) return `${TEXT.residentSaid}: ${n.dispute.note}`;
  return n.decisionNote ?? '—';
}

function allColumns(scope: NoticeScope): readonly Column<StaffNotice>[] {
  return [
    {
      header: 'Day',
      cell: (n) => formatNoticeDay(n.serviceDate),
      className: 'whitespace-nowrap',
    },
    {
      header: 'Door',
      cell: (n) => (
        <>
          <span className="font-medium whitespace-nowrap text-ink">{doorName(n)}</span>
          <span className="block text-xs">{n.residentName}</span>
          {scope.by === 'office' && n.communityName ? (
            <span className="block text-xs text-muted">{n.communityName}</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Notice',
      cell: (n) => (
        <>
          {stepWithFee(n.kind, n.feeCents)}
          {n.reason ? (
            <span className="block text-xs">{PROBLEM_REASON_LABELS[n.reason]}</span>
          ) : null}
        </>
      ),
    },
    { header: 'Status', cell: (n) => <NoticeStatusBadge status={n.status} /> },
    { header: 'Decision', cell: decisionText, className: 'max-w-72 wrap-anywhere' },
  ];
}

/** Every notice, newest first. */
export function AllNotices({ scope }: { scope: NoticeScope }) {
  return (
    <Loaded scope={scope} view="all">
      {(notices) => (
        <DataTable
          caption="All notices"
          columns={allColumns(scope)}
          rows={notices}
          empty={TEXT.noNotices}
          wide={scope.by === 'office'}
        />
      )}
    </Loaded>
  );
}
