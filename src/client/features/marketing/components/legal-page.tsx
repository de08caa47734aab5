import type { LegalSection } from '../../../../domain/content/legal';
import { LEGAL_LAST_UPDATED } from '../../../../domain/content/service-policy';
import { dateIn } from '../../../../domain/content/site-formats';
import { BUSINESS } from '../../../../domain/site';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * A legal page. The legal texts are published in English, which governs (docs/product.md#languages):
 * on the Spanish address the page says so in Spanish above the English text, marked as English.
 */
export function LegalPage({
  title,
  sections,
}: {
  title: string;
  sections: readonly LegalSection[];
}) {
  const { language, t } = useSiteText();
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-muted">
        {t('site.legal.lastUpdated', { date: dateIn(language, LEGAL_LAST_UPDATED) })}
      </p>
      {language === 'en' ? null : (
        <p className="mt-6 rounded-lg bg-brand-50 p-4 text-ink">
          {t('site.legal.englishGoverns', { phone: BUSINESS.phone })}
        </p>
      )}
      <ol className="mt-10 space-y-10" lang={language === 'en' ? undefined : 'en'}>
        {sections.map((section, i) => (
          <li key={section.heading}>
            <h2 className="text-xl font-bold text-ink">
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}
