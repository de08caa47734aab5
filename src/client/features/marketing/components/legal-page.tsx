import type { LegalSection } from '../../../../domain/content/legal';
import { LEGAL_LAST_UPDATED } from '../../../../domain/content/service-policy';

export function LegalPage({
  title,
  sections,
}: {
  title: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink">{title}</h1>
      <p className="mt-3 text-muted">Last updated {LEGAL_LAST_UPDATED}</p>
      <ol className="mt-10 space-y-10">
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
