import { Outlet } from 'react-router';
import { fullName } from '../../domain/person-name';
import { OfficeLayout } from '../components/layout/office-layout';
import { useSignOut } from '../features/auth/api/sign-out';
import { RequireAdmin } from '../features/auth/components/guards';
import { OWN_LAYOUT_HANDLE } from '../lib/own-layout';

export const handle = OWN_LAYOUT_HANDLE;

/** The office (admins only): its layout around whichever of its pages is open. */
export default function Office() {
  const { signOut, isPending } = useSignOut();
  return (
    <RequireAdmin>
      {(user) => (
        <OfficeLayout
          user={{ name: fullName(user), email: user.email }}
          onSignOut={signOut}
          signOutPending={isPending}
        >
          <Outlet />
        </OfficeLayout>
      )}
    </RequireAdmin>
  );
}
