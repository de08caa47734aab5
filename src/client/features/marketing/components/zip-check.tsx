import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useSiteText } from '../../../lib/site-text-context';
import { enhanceZipCheck, ZIP_CHECK_ATTR, ZIP_CHECK_RESULT_ATTR } from '../enhance-zip-check';

/**
 * "Do we serve my building?" in the hero: the markup. The answer is plain DOM code in
 * enhance-zip-check, so it runs on the static pages (their island script) and in the app (this
 * effect) alike.
 */
export function ZipCheck({ className }: { className?: string }) {
  const { t } = useSiteText();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => enhanceZipCheck(ref.current!), []);
  const id = useId();
  const inputId = `${id}-zip`;
  const resultId = `${id}-result`;

  return (
    <form
      ref={ref}
      {...{ [ZIP_CHECK_ATTR]: '' }}
      action="/search"
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
