import { TODAY_TEXT } from '../../domain/today-text';
import { OfficePageHeading } from '../components/layout/office-layout';
import { TodayBoard } from '../features/today/components/today-board';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: TODAY_TEXT.title,
    description: TODAY_TEXT.description,
    path: '/admin/today',
    noIndex: true,
  });

/** The office's Today board (docs/product.md#today-board). */
export default function AdminToday() {
  return (
    <>
      <OfficePageHeading title="Today" description={TODAY_TEXT.description} />
      <TodayBoard />
    </>
  );
}
