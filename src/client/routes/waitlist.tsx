import { Link, useSearchParams } from 'react-router';
import { HOME_KINDS, type HomeKind } from '../../domain/schemas/account';
import { withLanguage } from '../../domain/site-language';
import { AuthCard } from '../features/auth/components/auth-card';
import { WaitlistForm } from '../features/waitlist/components/waitlist-form';
import { appTitle, englishTitle } from '../lib/app-title';
import { pageMeta } from '../lib/seo';
import { useSiteText } from '../lib/site-text-context';

export const handle = appTitle('waitlist.title');

export const meta = () =>
  pageMeta({
    title: englishTitle(handle),
    description:
      "We don't serve every ZIP code yet. Join the waitlist and we'll email you when doorstep trash pickup reaches yours.",
    path: '/waitlist',
  });

const isKind = (value: string | null): value is HomeKind =>
  (HOME_KINDS as readonly (string | null)[]).includes(value);

/**
 * `?zip=` fills in the ZIP code and `?kind=house|apartment` picks the kind of home; a Spanish
 * page's link adds `lang=es`, and the form sends the language on show.
 */
export default function Waitlist() {
  const [params] = useSearchParams();
  const { t, language } = useSiteText();
  const kind = params.get('kind');
  return (
    <AuthCard
      title={t('waitlist.title')}
      description={t('waitlist.intro')}
      footer={
        <>
          {t('waitlist.inArea')}{' '}
          <Link
            to={withLanguage(language, '/signup')}
            className="font-semibold text-brand-700 hover:underline"
          >
            {t('waitlist.signUp')}
          </Link>
        </>
      }
    >
      <WaitlistForm zip={params.get('zip') ?? ''} kind={isKind(kind) ? kind : undefined} />
    </AuthCard>
  );
}
