import { FileText, LifeBuoy, Lock, Scale, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../domain/schemas/account';
import { CONTACT_SECTION_ID } from '../../../domain/site';
import { sitePath } from '../../../domain/site-language';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ServiceDetailsCard } from '../../features/account/components/service-details-card';
import { AccountDetails } from '../../features/auth/components/account-details';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { LanguageCard } from '../../features/auth/components/language-card';
import { NotificationSettingsCards } from '../../features/notifications/components/notification-settings-cards';
import { useSiteText } from '../../lib/site-text-context';

function SecurityCard() {
  const { t } = useSiteText();
  const [changing, setChanging] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Lock aria-hidden className="size-5 text-brand-700" /> {t('portal.password.title')}
        </CardTitle>
        <p className="text-sm text-muted">{t('portal.password.text')}</p>
      </CardHeader>
      <CardContent>
        {changing ? (
          <ChangePasswordForm onDone={() => setChanging(false)} />
        ) : (
          <Button variant="outline" onClick={() => setChanging(true)}>
            {t('portal.password.change')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function HelpCard() {
  const { t, language } = useSiteText();
  const links = [
    { to: '/privacy-policy', label: t('portal.help.privacy'), icon: ShieldCheck },
    { to: '/terms-of-service', label: t('portal.help.terms'), icon: Scale },
    { to: `/#${CONTACT_SECTION_ID}`, label: t('portal.help.contact'), icon: LifeBuoy },
    { to: '/pricing', label: t('portal.viewPlans'), icon: FileText },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('portal.help.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map(({ to, label, icon: Icon }) => (
          <Button key={to} asChild variant="outline">
            <a href={sitePath(language, to)}>
              <Icon aria-hidden /> {label}
            </a>
          </Button>
        ))}
        <Button asChild variant="link">
          <a href="/admin-login">{t('portal.help.staff')}</a>
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
