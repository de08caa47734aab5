import { OfficePageHeading } from '../components/layout/office-layout';
import { ScheduleServiceDialog } from '../features/admin/components/schedule-service-dialog';
import { SchedulesList } from '../features/admin/components/schedules-list';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Schedules',
    description: 'Every pickup, from today on.',
    path: '/admin/schedules',
    noIndex: true,
  });

/** The office's pickups: schedule extra ones and record what happened at each door. */
export default function AdminSchedules() {
  return (
    <>
      <OfficePageHeading
        title="Schedules"
        description="Every pickup, today's first. Schedule an extra one or record what happened at the door."
        actions={<ScheduleServiceDialog />}
      />
      <SchedulesList />
    </>
  );
}
