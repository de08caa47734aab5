import type { ReactNode } from 'react';
import {
  NOTICE_SECTION_LABELS,
  NOTICE_STAFF_TEXT as TEXT,
  type NoticeSection,
} from '../../../../domain/notice-staff-text';
import { Button } from '../../../components/ui/button';
import { useStaffNotices } from '../api/notices';
import type { NoticeScope } from '../api/scope';
import { AllNotices, AwaitingNotices, DisputedNotices } from './notice-lists';
import { NoticeReportSection } from './notice-report';

const INTROS: Record<Exclude<NoticeSection, 'report' | 'rules'>, (office: boolean) => string> = {
  awaiting: (office) => (office ? TEXT.officeAwaitingIntro : TEXT.awaitingIntro),
  disputed: () => TEXT.disputedIntro,
  all: () => TEXT.allIntro,
};

/** How many wait in a list, once known: "To approve (2)". */
function useWaiting(scope: NoticeScope) {
  const awaiting = useStaffNotices(scope, 'awaiting_approval');
  const disputed = useStaffNotices(scope, 'disputed');
  return { awaiting: awaiting.data?.length, disputed: disputed.data?.length };
}

/**
 * The notices of a community (its manager) or of every community (the office)
 * (docs/product.md#notices-for-managers-and-the-office): those awaiting approval, the
 * disputes, every notice, the report and, where given, the community's rules, one part at a
 * time, named in the address.
 */
export function NoticesScreen({
  scope,
  section,
  onSection,
  rules,
  reportExtra,
}: {
  scope: NoticeScope;
  section: NoticeSection;
  onSection: (section: NoticeSection) => void;
  /** The community's ladder and exempt doors; the office reaches them per community. */
  rules?: ReactNode;
  /** What follows the report: the manager's fee ledger. */
  reportExtra?: ReactNode;
}) {
  const waiting = useWaiting(scope);
  const sections = (Object.keys(NOTICE_SECTION_LABELS) as NoticeSection[]).filter(
    (s) => s !== 'rules' || rules,
  );
  const shown = sections.includes(section) ? section : 'awaiting';
  const count = (s: NoticeSection) => {
    const n = s === 'awaiting' ? waiting.awaiting : s === 'disputed' ? waiting.disputed : undefined;
    return n ? ` (${n})` : '';
  };
  return (
    <div className="grid gap-4">
      <div role="group" aria-label={TEXT.sectionsLabel} className="flex flex-wrap gap-2">
        {sections.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={shown === s ? 'default' : 'outline'}
            aria-pressed={shown === s}
            onClick={() => onSection(s)}
          >
            {NOTICE_SECTION_LABELS[s]}
            {count(s)}
          </Button>
        ))}
      </div>
      <section aria-labelledby="notices-section-heading" className="grid gap-4">
        <div>
          <h2 id="notices-section-heading" className="text-xl font-bold text-ink">
            {NOTICE_SECTION_LABELS[shown]}
          </h2>
          {shown === 'report' ? (
            <p className="mt-1 text-sm text-muted">{TEXT.reportIntro}</p>
          ) : shown === 'rules' ? null : (
            <p className="mt-1 text-sm text-muted">{INTROS[shown](scope.by === 'office')}</p>
          )}
        </div>
        {shown === 'awaiting' ? <AwaitingNotices scope={scope} /> : null}
        {shown === 'disputed' ? <DisputedNotices scope={scope} /> : null}
        {shown === 'all' ? <AllNotices scope={scope} /> : null}
        {shown === 'report' ? (
          <>
            <NoticeReportSection scope={scope} />
            {reportExtra}
          </>
        ) : null}
        {shown === 'rules' ? rules : null}
      </section>
    </div>
  );
}
