import { FileText, LifeBuoy, Lock, Scale, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../domain/schemas/account';
import { CONTACT_SECTION_ID } from '../../../domain/site';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ServiceDetailsCard } from '../../features/account/components/service-details-card';
import { AccountDetails } from '../../features/auth/components/account-details';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { LanguageCard } from '../../features/auth/components/language-card';
import { NotificationSettingsCards } from '../../features/notifications/components/notification-settings-cards';

function SecurityCard() {
  const [changing, setChanging] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lock aria-hidden className="size-5 text-brand-700" /> Password
        </CardTitle>
        <p className="text-sm text-muted">
          Changing your password signs you out on your other devices.
        </p>
      </CardHeader>
      <CardContent>
        {changing ? (
          <ChangePasswordForm onDone={() => setChanging(false)} />
        ) : (
          <Button variant="outline" onClick={() => setChanging(true)}>
            Change Password
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function HelpCard() {
  const links = [
    { to: '/privacy-policy', label: 'Privacy Policy', icon: ShieldCheck },
    { to: '/terms-of-service', label: 'Terms of Service', icon: Scale },
    { to: `/#${CONTACT_SECTION_ID}`, label: 'Contact Support', icon: LifeBuoy },
    { to: '/pricing', label: 'View Plans', icon: FileText },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Help and policies</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline">
            <a href={to}>
              <Icon aria-hidden /> {label}
            </a>
          </Button>
        ))}
        <Button asChild variant="link">
          <a href="/admin-login">Staff login</a>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The portal's Settings tab, loaded when first opened (portal.tsx). */
export default function SettingsTab({ user }: { user: User }) {
  return (
    <>
      <ServiceDetailsCard />
      <NotificationSettingsCards />
      <LanguageCard user={user} />
      <AccountDetails user={user} />
      <SecurityCard />
      <HelpCard />
    </>
  );
}
