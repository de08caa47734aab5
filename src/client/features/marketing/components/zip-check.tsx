import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { sitePath, withLanguage } from '../../../../domain/site-language';
import { useSiteText } from '../../../lib/site-text-context';
import {
  COMMUNITIES,
  enhanceZipCheck,
  ZIP,
  ZIP_CHECK_ATTR,
  ZIP_CHECK_RESULT_ATTR,
  ZIP_CHECK_WORDS_ATTR,
  type ZipCheckWords,
} from '../enhance-zip-check';

/**
 * "Do we serve my building?" in the hero: the markup, and the words of its answers in the page's
 * language. The answer is plain DOM code in enhance-zip-check, so it runs on the static pages
 * (their island script) and in the app (this effect) alike. Its links lead to the pages in the
 * same language: the search page at its address in it, the waitlist told it (`lang`).
 */
export function ZipCheck({ className }: { className?: string }) {
  const { t, language } = useSiteText();
  const search = sitePath(language, '/search');
  const words: ZipCheckWords = {
    invalid: t('site.zip.invalid'),
    failed: t('site.zip.failed'),
    served: t('site.zip.served', { zip: ZIP }),
    servedIn: t('site.zip.servedIn', { zip: ZIP, communities: COMMUNITIES }),
    notServed: t('site.zip.notServed', { zip: ZIP }),
    joinWaitlist: t('site.zip.joinWaitlist'),
    waitlistRest: t('site.zip.waitlistRest'),
    seeAll: t('site.zip.seeAll'),
    waitlistHref: withLanguage(language, `/waitlist?zip=${ZIP}`),
    searchHref: `${search}?q=${ZIP}`,
  };
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => enhanceZipCheck(ref.current!), []);
  const id = useId();
  const inputId = `${id}-zip`;
  const resultId = `${id}-result`;

  return (
    <form
      ref={ref}
      {...{ [ZIP_CHECK_ATTR]: '', [ZIP_CHECK_WORDS_ATTR]: JSON.stringify(words) }}
      action={search}
      method="get"
      noValidate
      aria-label={t('site.zip.form')}
      className={cn('max-w-md', className)}
    >
      <p className="text-sm text-ink">{t('site.zip.question')}</p>
      <label htmlFor={inputId} className="mt-2 block text-sm font-medium text-ink">
        {t('site.zip.label')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={inputId}
          name="q"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          aria-describedby={resultId}
          className="w-36"
        />
        <Button type="submit" variant="outline" className="h-11">
          {t('site.zip.check')}
        </Button>
      </div>
      <p
        id={resultId}
        role="status"
        {...{ [ZIP_CHECK_RESULT_ATTR]: '' }}
        className="mt-2 text-sm text-ink empty:hidden"
      />
    </form>
  );
}
