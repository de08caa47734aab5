import { Flag, HeartHandshake, MessageSquareWarning } from 'lucide-react';
import { lazy, useId } from 'react';
import {
  isNoticeReason,
  NOTICE_RULES,
  noticeReasonLabel,
  whatHappensNext,
} from '../../../../domain/door-notices';
import {
  NOTICES_TAB_TEXT,
  residentNoticeState,
  type ResidentNoticeState,
} from '../../../../domain/notices-tab-text';
import type { ResidentNotice } from '../../../../domain/schemas/door-notices';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { OnDemandDialog } from '../../../components/ui/on-demand-dialog';
import { Photo } from '../../../components/ui/photo';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useNotices } from '../api/get-notices';

const DisputeDialog = lazy(() =>
  import('./dispute-dialog').then((m) => ({ default: m.DisputeDialog })),
);

const STATE_VARIANT = {
  open: 'warning',
  final: 'secondary',
  disputed: 'warning',
  upheld: 'secondary',
  withdrawn: 'outline',
  thanks: 'default',
} as const satisfies Record<ResidentNoticeState, string>;

/** A notice's part names: small, above what they name. */
const LABEL = 'text-xs font-semibold tracking-wide text-muted uppercase';

/** Dispute, whose dialog (and form) loads when first opened. */
function Dispute({ notice }: { notice: ResidentNotice }) {
  const trigger = (
    <Button variant="outline" size="sm">
      <MessageSquareWarning aria-hidden /> {NOTICES_TAB_TEXT.disputeButton}
    </Button>
  );
  return (
    <OnDemandDialog
      trigger={trigger}
      dialog={(state) => <DisputeDialog notice={notice} trigger={trigger} {...state} />}
    />
  );
}

/** What happens next, as the notice stands now. */
function nextLines(notice: ResidentNotice, state: ResidentNoticeState): string[] {
  switch (state) {
    case 'open':
    case 'thanks':
      return [whatHappensNext(notice.kind, notice.feeCents)];
    case 'final':
      return notice.kind === 'fee'
        ? [NOTICES_TAB_TEXT.finalLine]
        : [whatHappensNext(notice.kind, notice.feeCents), NOTICES_TAB_TEXT.finalLine];
    case 'disputed':
      return [NOTICES_TAB_TEXT.underReview(notice.kind)];
    case 'upheld':
    case 'withdrawn':
      return [NOTICES_TAB_TEXT.decision(state)];
  }
}

function YourDispute({ notice }: { notice: ResidentNotice }) {
  const { dispute } = notice;
  if (!dispute) return null;
  return (
    <div className="grid gap-1 rounded-md bg-slate-50 p-3 text-sm">
      <p className={LABEL}>{NOTICES_TAB_TEXT.yourDispute}</p>
      <p className="wrap-anywhere whitespace-pre-line">{dispute.note}</p>
      <p className="text-muted">{NOTICES_TAB_TEXT.disputedAt(dispute.at)}</p>
      {dispute.photoId ? (
        <Photo id={dispute.photoId} alt={NOTICES_TAB_TEXT.disputePhotoAlt} />
      ) : null}
      {dispute.outcome && dispute.decisionNote ? (
        <>
          <p className={`mt-2 ${LABEL}`}>{NOTICES_TAB_TEXT.ourAnswer}</p>
          <p className="wrap-anywhere whitespace-pre-line">{dispute.decisionNote}</p>
        </>
      ) : null}
    </div>
  );
}

function NoticeItem({ notice }: { notice: ResidentNotice }) {
  const id = useId();
  const state = residentNoticeState(notice);
  const reason = isNoticeReason(notice.reason) ? notice.reason : null;
  const Icon = notice.kind === 'thanks' ? HeartHandshake : Flag;
  return (
    <li>
      <article
        aria-labelledby={`${id}-kind ${id}-day`}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`${id}-kind`} className="flex items-center gap-2 font-semibold text-ink">
              <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
              {NOTICES_TAB_TEXT.kind(notice.kind, notice.feeCents)}
            </h3>
            <p id={`${id}-day`} className="text-sm text-muted">
              {NOTICES_TAB_TEXT.day(notice.serviceDate)}
            </p>
          </div>
          {state === 'thanks' ? null : (
            <Badge variant={STATE_VARIANT[state]}>{NOTICES_TAB_TEXT.state[state]}</Badge>
          )}
        </header>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <dl className="grid gap-3 text-sm">
            {reason ? (
              <div>
                <dt className={LABEL}>{NOTICES_TAB_TEXT.found}</dt>
                <dd>{noticeReasonLabel(reason)}</dd>
              </div>
            ) : null}
            {notice.note ? (
              <div>
                <dt className={LABEL}>{NOTICES_TAB_TEXT.crewNote}</dt>
                <dd className="wrap-anywhere">“{notice.note}”</dd>
              </div>
            ) : null}
            {reason ? (
              <div>
                <dt className={LABEL}>{NOTICES_TAB_TEXT.rule}</dt>
                <dd>{NOTICE_RULES[reason]}</dd>
              </div>
            ) : null}
            <div>
              <dt className={LABEL}>{NOTICES_TAB_TEXT.next}</dt>
              {nextLines(notice, state).map((line) => (
                <dd key={line}>{line}</dd>
              ))}
            </div>
          </dl>
          {notice.photoId ? (
            <Photo id={notice.photoId} alt={NOTICES_TAB_TEXT.photoAlt(notice.serviceDate)} />
          ) : null}
        </div>
        <YourDispute notice={notice} />
        {notice.disputeUntil ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Dispute notice={notice} />
            <p className="text-sm text-muted">
              {NOTICES_TAB_TEXT.disputeUntil(notice.disputeUntil)}
            </p>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The resident's notices: each with what the crew found, their photo, the rule and what happens
 * next, and a dispute while one can be sent (docs/product.md#notices-in-the-portal).
 */
export function NoticesList() {
  const query = useNotices();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Flag aria-hidden className="size-5 text-brand-700" /> {NOTICES_TAB_TEXT.title}
        </CardTitle>
        <CardDescription>{NOTICES_TAB_TEXT.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label={NOTICES_TAB_TEXT.loading} />
        ) : query.isError ? (
          <RetryAlert message={NOTICES_TAB_TEXT.loadFailed} onRetry={() => void query.refetch()} />
        ) : query.data.length ? (
          <ul className="grid gap-4" aria-label={NOTICES_TAB_TEXT.listLabel}>
            {query.data.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{NOTICES_TAB_TEXT.empty}</p>
        )}
      </CardContent>
    </Card>
  );
}
