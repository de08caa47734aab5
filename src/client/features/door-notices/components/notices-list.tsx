import { Flag, HeartHandshake, MessageSquareWarning } from 'lucide-react';
import { lazy, useId } from 'react';
import {
  DISPUTE_WINDOW_DAYS,
  isNoticeReason,
  type NoticeReason,
} from '../../../../domain/door-notices';
import { moneyIn, serviceDateIn } from '../../../../domain/content/site-formats';
import { messageFormats } from '../../../../domain/message-formats';
import { residentNoticeState, type ResidentNoticeState } from '../../../../domain/notices-tab-text';
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
import { formatsIn } from '../../../lib/formats';
import { useSiteText, type SiteText } from '../../../lib/site-text-context';
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
  const { t } = useSiteText();
  const trigger = (
    <Button variant="outline" size="sm">
      <MessageSquareWarning aria-hidden /> {t('portal.notices.dispute')}
    </Button>
  );
  return (
    <OnDemandDialog
      trigger={trigger}
      dialog={(state) => <DisputeDialog notice={notice} trigger={trigger} {...state} />}
    />
  );
}

/** The rule a reason breaks, as the notice's email says it too. */
function ruleText({ t, language }: SiteText, reason: NoticeReason): string {
  if (reason !== 'after_window') return t(`notice.door.rule.${reason}`);
  const f = messageFormats(language);
  return t('notice.door.rule.after_window', { hour: f.windowStart, window: f.window });
}

/** What happens next after a notice of this kind, as the notice's email says it too. */
function whatHappensNext({ t, language }: SiteText, notice: ResidentNotice): string {
  switch (notice.kind) {
    case 'courtesy':
      return t('notice.door.next.courtesy');
    case 'warning':
      return t('notice.door.next.warning');
    case 'fee':
      return t('notice.door.next.fee', {
        amount: moneyIn(language, notice.feeCents ?? 0),
        days: DISPUTE_WINDOW_DAYS,
      });
    case 'thanks':
      return t('portal.notices.thanksNext');
  }
}

/** What happens next, as the notice stands now. */
function nextLines(words: SiteText, notice: ResidentNotice, state: ResidentNoticeState): string[] {
  const { t } = words;
  switch (state) {
    case 'open':
    case 'thanks':
      return [whatHappensNext(words, notice)];
    case 'final':
      return notice.kind === 'fee'
        ? [t('portal.notices.final')]
        : [whatHappensNext(words, notice), t('portal.notices.final')];
    case 'disputed':
      return [t('portal.notices.underReview', { kind: notice.kind })];
    case 'upheld':
    case 'withdrawn':
      return [t('portal.notices.decision', { outcome: state })];
  }
}

function YourDispute({ notice }: { notice: ResidentNotice }) {
  const { t, language } = useSiteText();
  const { dispute } = notice;
  if (!dispute) return null;
  return (
    <div className="grid gap-1 rounded-md bg-slate-50 p-3 text-sm">
      <p className={LABEL}>{t('portal.notices.yourDispute')}</p>
      <p className="wrap-anywhere whitespace-pre-line">{dispute.note}</p>
      <p className="text-muted">
        {t('portal.notices.disputedAt', { when: formatsIn(language).serviceDateTime(dispute.at) })}
      </p>
      {dispute.photoId ? (
        <Photo id={dispute.photoId} alt={t('portal.notices.disputePhotoAlt')} />
      ) : null}
      {dispute.outcome && dispute.decisionNote ? (
        <>
          <p className={`mt-2 ${LABEL}`}>{t('portal.notices.ourAnswer')}</p>
          <p className="wrap-anywhere whitespace-pre-line">{dispute.decisionNote}</p>
        </>
      ) : null}
    </div>
  );
}

function NoticeItem({ notice }: { notice: ResidentNotice }) {
  const words = useSiteText();
  const { t, language } = words;
  const id = useId();
  const state = residentNoticeState(notice);
  const reason = isNoticeReason(notice.reason) ? notice.reason : null;
  const Icon = notice.kind === 'thanks' ? HeartHandshake : Flag;
  const day = serviceDateIn(language, notice.serviceDate);
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
              {t('portal.notices.kind', {
                kind: notice.kind,
                amount: moneyIn(language, notice.feeCents ?? 0),
              })}
            </h3>
            <p id={`${id}-day`} className="text-sm text-muted">
              {day}
            </p>
          </div>
          {state === 'thanks' ? null : (
            <Badge variant={STATE_VARIANT[state]}>{t('portal.notices.state', { state })}</Badge>
          )}
        </header>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <dl className="grid gap-3 text-sm">
            {reason ? (
              <div>
                <dt className={LABEL}>{t('portal.notices.found')}</dt>
                <dd>{t(`crew.reason.${reason}`)}</dd>
              </div>
            ) : null}
            {notice.note ? (
              <div>
                <dt className={LABEL}>{t('portal.notices.crewNote')}</dt>
                <dd className="wrap-anywhere">“{notice.note}”</dd>
              </div>
            ) : null}
            {reason ? (
              <div>
                <dt className={LABEL}>{t('portal.notices.rule')}</dt>
                <dd>{ruleText(words, reason)}</dd>
              </div>
            ) : null}
            <div>
              <dt className={LABEL}>{t('portal.notices.next')}</dt>
              {nextLines(words, notice, state).map((line) => (
                <dd key={line}>{line}</dd>
              ))}
            </div>
          </dl>
          {notice.photoId ? (
            <Photo id={notice.photoId} alt={t('portal.notices.photo', { date: day })} />
          ) : null}
        </div>
        <YourDispute notice={notice} />
        {notice.disputeUntil ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Dispute notice={notice} />
            <p className="text-sm text-muted">
              {t('portal.notices.disputeUntil', {
                when: formatsIn(language).serviceDateTime(notice.disputeUntil),
              })}
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
  const { t } = useSiteText();
  const query = useNotices();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Flag aria-hidden className="size-5 text-brand-700" /> {t('portal.notices.title')}
        </CardTitle>
        <CardDescription>
          {t('portal.notices.intro', { days: DISPUTE_WINDOW_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Spinner label={t('portal.notices.loading')} />
        ) : query.isError ? (
          <RetryAlert
            message={t('portal.notices.loadFailed')}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length ? (
          <ul className="grid gap-4" aria-label={t('portal.notices.list')}>
            {query.data.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('portal.notices.empty')}</p>
        )}
      </CardContent>
    </Card>
  );
}
