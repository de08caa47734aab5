import {
  isNoticeReason,
  NOTICE_RULES,
  NOTICE_STATUS_LABELS,
  NOTICE_STEP_LABELS,
  type NoticeStatus,
} from '../../../../domain/door-notices';
import {
  feeWhereabouts,
  NOTICE_STAFF_TEXT as TEXT,
  stepWithFee,
} from '../../../../domain/notice-staff-text';
import { formatNoticeDay } from '../../../../domain/notices';
import { PROBLEM_REASON_LABELS } from '../../../../domain/pickup-labels';
import type { StaffNotice } from '../../../../domain/schemas/door-notices';
import { Badge } from '../../../components/ui/badge';
import { Photo } from '../../../components/ui/photo';

// What every notice shows whoever decides it: the door, the crew's photo, the rule and the
// door's other notices in the window.

/** "Building 3, Unit 1204", or "Unit 12" where the community has no buildings. */
export const doorName = (d: { building: string; unit: string }) =>
  d.building ? `Building ${d.building}, Unit ${d.unit}` : `Unit ${d.unit}`;

const STATUS_VARIANT: Record<NoticeStatus, 'secondary' | 'outline' | 'warning' | 'default'> = {
  awaiting_approval: 'warning',
  issued: 'default',
  waived: 'outline',
  disputed: 'warning',
  upheld: 'secondary',
  withdrawn: 'outline',
};

export function NoticeStatusBadge({ status }: { status: NoticeStatus }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className="whitespace-nowrap normal-case">
      {NOTICE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The crew's or the resident's photo, or a word that there is none. */
export function NoticePhoto({ id, alt }: { id: string | null; alt: string }) {
  return id ? <Photo id={id} alt={alt} /> : <p className="text-sm text-muted">{TEXT.noPhoto}</p>;
}

const reasonLabel = (reason: StaffNotice['reason']) =>
  reason ? PROBLEM_REASON_LABELS[reason] : NOTICE_STEP_LABELS.thanks;

/** The notice's heading: the door and its resident, the day, the community for the office. */
export function NoticeHeading({
  notice,
  headingId,
  showCommunity,
}: {
  notice: StaffNotice;
  headingId: string;
  showCommunity: boolean;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {doorName(notice)}
          <span className="font-normal text-slate-700"> · {notice.residentName}</span>
        </h3>
        <p className="text-sm text-muted">
          {showCommunity && notice.communityName ? `${notice.communityName} · ` : ''}
          {formatNoticeDay(notice.serviceDate, 'long')}
        </p>
      </div>
      <NoticeStatusBadge status={notice.status} />
    </header>
  );
}

/** What the crew found, the photo, the rule it breaks, and the step proposed for it. */
export function NoticeFacts({ notice }: { notice: StaffNotice }) {
  const door = doorName(notice);
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <NoticePhoto id={notice.photoId} alt={TEXT.crewPhotoAlt(door)} />
      <dl className="grid content-start gap-2 text-sm">
        <div>
          <dt className="font-semibold text-ink">{reasonLabel(notice.reason)}</dt>
          {isNoticeReason(notice.reason) ? (
            <dd className="text-slate-700">
              <span className="sr-only">{TEXT.rule}: </span>
              {NOTICE_RULES[notice.reason]}
            </dd>
          ) : null}
        </div>
        {notice.note ? (
          <div>
            <dt className="font-semibold text-ink">{TEXT.crewNote}</dt>
            <dd className="text-slate-700 wrap-anywhere">“{notice.note}”</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold text-ink">
            {notice.status === 'awaiting_approval' ? TEXT.proposed : TEXT.sent}
          </dt>
          <dd className="text-slate-700">{stepWithFee(notice.kind, notice.feeCents)}</dd>
        </div>
        {notice.fee ? (
          <div>
            <dt className="font-semibold text-ink">{TEXT.feeCollected}</dt>
            <dd className="text-slate-700">{feeWhereabouts(notice.fee)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/** The door's other notices within the ladder's window: why this one is the step it is. */
export function DoorHistory({ notice }: { notice: StaffNotice }) {
  if (notice.history.length === 0) {
    return <p className="mt-3 text-sm text-muted">{TEXT.historyTitle(false)}</p>;
  }
  return (
    <div className="mt-3 rounded-md bg-slate-50 p-3">
      <h4 className="text-sm font-semibold text-ink">{TEXT.historyTitle(true)}</h4>
      <ul className="mt-1 grid gap-1 text-sm text-slate-700">
        {notice.history.map((h, i) => (
          <li key={i}>
            {formatNoticeDay(h.serviceDate)}: {NOTICE_STEP_LABELS[h.kind]}
            {h.reason ? `, ${PROBLEM_REASON_LABELS[h.reason].toLowerCase()}` : ''} (
            {NOTICE_STATUS_LABELS[h.status].toLowerCase()})
          </li>
        ))}
      </ul>
    </div>
  );
}
