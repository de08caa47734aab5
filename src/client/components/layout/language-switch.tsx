import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES } from '../../../domain/i18n/languages';
import { cn } from '../../lib/cn';
import { useSiteText } from '../../lib/site-text-context';

/**
 * The same page in the other language, named in that language ("Español", "English"). A plain
 * link: each language's page is a page of its own, with its own <html lang>. Shown only on the
 * pages that have both addresses, the marketing pages.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { otherLanguage } = useSiteText();
  if (!otherLanguage) return null;
  const { language, path } = otherLanguage;
  return (
    <a
      href={path}
      hrefLang={language}
      lang={language}
      data-language-switch=""
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:text-brand-700',
        className,
      )}
    >
      <Languages aria-hidden className="size-4" />
      {LANGUAGE_NAMES[language]}
    </a>
  );
}
