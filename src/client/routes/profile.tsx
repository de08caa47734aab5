import { displayName } from '../../domain/person-name';
import type { User } from '../../domain/schemas/account';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ServiceDetailsCard } from '../features/account/components/service-details-card';
import { AccountDetails } from '../features/auth/components/account-details';
import { RequireUser } from '../features/auth/components/guards';
import { useSignOut } from '../features/auth/api/sign-out';
import {
  EmptyUnlessSignUpWaits,
  UnfinishedSignUp,
} from '../features/payments/components/unfinished-sign-up';
import { useSubscriptions } from '../features/subscriptions/api/get-subscriptions';
import { PaymentDueBanner } from '../features/subscriptions/components/payment-due-banner';
import {
  NoSubscriptionsYet,
  SubscriptionList,
} from '../features/subscriptions/components/subscription-list';
import { ENGLISH_SITE } from '../lib/english-site';
import { appTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('profile.title', 'profile.description');

export const meta = () =>
  pageMeta({
    title: ENGLISH_SITE.t('profile.title'),
    description: ENGLISH_SITE.t('profile.description'),
    path: '/profile',
    noIndex: true,
  });

function AccountTab({ user }: { user: User }) {
  const { t } = useSiteText();
  const { signOut, isPending } = useSignOut();
  return (
    <div className="grid gap-6">
      <ServiceDetailsCard />
      <AccountDetails user={user}>
        <Button variant="outline" className="mt-6" disabled={isPending} onClick={signOut}>
          {t('profile.logOut')}
        </Button>
      </AccountDetails>
    </div>
  );
}

/** The banner of a failed renewal, above the tabs like the portal's. */
function ProfilePaymentDue() {
  const { data } = useSubscriptions();
  return <PaymentDueBanner subscriptions={data ?? []} />;
}

export default function Profile() {
  const { t } = useSiteText();
  return (
    <RequireUser>
      {(user) => (
        <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold text-ink">
            {t('profile.welcome', { name: displayName(user) })}
          </h1>
          <p className="mt-2 text-muted">{t('profile.intro')}</p>
          <UnfinishedSignUp />
          <ProfilePaymentDue />
          <Tabs defaultValue="subscriptions" className="mt-8">
            <TabsList>
              <TabsTrigger value="subscriptions">{t('profile.subscriptions')}</TabsTrigger>
              <TabsTrigger value="account">{t('profile.account')}</TabsTrigger>
            </TabsList>
            <TabsContent value="subscriptions">
              <SubscriptionList
                empty={
                  <EmptyUnlessSignUpWaits>
                    <NoSubscriptionsYet />
                  </EmptyUnlessSignUpWaits>
                }
              />
            </TabsContent>
            <TabsContent value="account">
              <AccountTab user={user} />
            </TabsContent>
          </Tabs>
        </section>
      )}
    </RequireUser>
  );
}
