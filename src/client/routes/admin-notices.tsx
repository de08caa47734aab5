import { useSearchParams } from 'react-router';
import { NOTICE_SECTIONS, type NoticeSection } from '../../domain/notice-staff-text';
import { OfficePageHeading } from '../components/layout/office-layout';
import { NoticesScreen } from '../features/staff-notices/components/notices-screen';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Notices',
    description: 'Notices at residents’ doors: approvals, disputes and the report.',
    path: '/admin/notices',
    noIndex: true,
  });

/**
 * The office's notices across every community
 * (docs/product.md#notices-for-managers-and-the-office); the part shown lives in the
 * address (`?view=`). Each community's rules are in its actions on Communities.
 */
export default function AdminNotices() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const section: NoticeSection = NOTICE_SECTIONS.find((s) => s === asked) ?? 'awaiting';
  return (
    <>
      <OfficePageHeading
        title="Notices"
        description="Fees and warnings waiting for approval, residents’ disputes, every notice, and the report across communities. Each community’s rules and exempt doors are under its actions on Communities."
      />
      <NoticesScreen
        scope={{ by: 'office' }}
        section={section}
        onSection={(next) => setParams({ view: next }, { replace: true })}
      />
    </>
  );
}
