import { NoticesList } from '../../features/door-notices/components/notices-list';

/** The portal's Notices tab, loaded when first opened (portal.tsx). */
export default function NoticesTab() {
  return <NoticesList />;
}
