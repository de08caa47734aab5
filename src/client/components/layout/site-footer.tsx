import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { footerLinks } from '../../../domain/content/pages';
import type { PlainMessageId } from '../../../domain/i18n/translate';
import { BUSINESS, type NavLink } from '../../../domain/site';
import { useShellMarks } from '../../lib/shell-text';
import { useSiteText } from '../../lib/site-text-context';
import { LanguageSwitch } from './language-switch';
import { SOCIAL_ICONS } from './social-icons';

function LinkList({
  title,
  links,
  name,
}: {
  title: PlainMessageId;
  links: readonly NavLink[];
  name: 'quick' | 'services';
}) {
  const { t } = useSiteText();
  const mark = useShellMarks();
  return (
    <div>
      <h2
        className="text-sm font-semibold tracking-wide text-white uppercase"
        {...mark.text(title)}
      >
        {t(title)}
      </h2>
      <ul className="mt-4 space-y-2" {...mark.links(name)}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const site = useSiteText();
  const { t } = site;
  const links = footerLinks(site);
  const mark = useShellMarks();
  const rights = { year: new Date().getFullYear(), legalName: BUSINESS.legalName };
  return (
    <footer className="bg-brand-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BUSINESS.name}</p>
          <p className="mt-3 text-sm" {...mark.text('site.footer.blurb')}>
            {t('site.footer.blurb')}
          </p>
          {/* Four social icons with no real target yet. */}
          <ul
            className="mt-4 flex gap-3"
            aria-label={t('site.footer.social')}
            {...mark.attrs({ 'aria-label': 'site.footer.social' })}
          >
            {SOCIAL_ICONS.map(({ name, Icon }) => (
              <li key={name}>
                <span
                  role="img"
                  aria-label={name}
                  className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white"
                >
                  <Icon className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title="site.footer.quickLinks" links={links.quick} name="quick" />
        <LinkList title="site.footer.services" links={links.services} name="services" />
        <div>
          <h2
            className="text-sm font-semibold tracking-wide text-white uppercase"
            {...mark.text('site.footer.contact')}
          >
            {t('site.footer.contact')}
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                {BUSINESS.street}, {BUSINESS.city}, {BUSINESS.state} {BUSINESS.zip}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={BUSINESS.phoneHref} className="hover:text-white">
                {BUSINESS.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${BUSINESS.email}`} className="hover:text-white">
                {BUSINESS.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p {...mark.text('site.footer.rights', rights)}>{t('site.footer.rights', rights)}</p>
          <ul className="flex flex-wrap items-center gap-4" {...mark.links('legal')}>
            {links.legal.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            {site.otherLanguage ? (
              <li>
                <LanguageSwitch className="px-0 py-0 text-slate-300 hover:text-white" />
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
