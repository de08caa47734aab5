import { Languages } from 'lucide-react';
import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../domain/i18n/languages';
import type { User } from '../../../../domain/schemas/account';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSiteText } from '../../../lib/site-text-context';
import { useSetLanguage } from '../api/set-language';

/**
 * The language every email, text and notice to the customer is written in (portal Settings;
 * docs/decisions/063-one-message-catalogue.md). Each choice is named in its own language, so a
 * reader of either finds theirs.
 */
export function LanguageCard({ user }: { user: User }) {
  const { t } = useSiteText();
  const [language, setShown] = useState<Language>(user.language);
  const save = useSetLanguage();
  const choose = (next: Language) => {
    const before = language;
    setShown(next);
    save.mutate(next, { onError: () => setShown(before) });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Languages aria-hidden className="size-5 text-brand-700" /> {t('auth.language.title')}
        </CardTitle>
        <p id="language-about" className="text-sm text-muted">
          {t('auth.language.about')}
        </p>
      </CardHeader>
      <CardContent>
        <fieldset aria-describedby="language-about" className="flex flex-wrap gap-4">
          <legend className="sr-only">{t('auth.language.title')}</legend>
          {LANGUAGES.map((option) => (
            <label key={option} lang={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="language"
                value={option}
                checked={language === option}
                disabled={save.isPending}
                onChange={() => choose(option)}
                className="size-5 accent-brand-700"
              />
              {LANGUAGE_NAMES[option]}
            </label>
          ))}
        </fieldset>
        {save.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('auth.language.failed')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
