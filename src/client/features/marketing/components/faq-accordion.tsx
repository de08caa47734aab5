import { ChevronDown } from 'lucide-react';
import { faqs } from '../../../../domain/content/faqs';
import { useSiteText } from '../../../lib/site-text-context';

/**
 * The shared FAQ (Home and Pricing); the page's meta carries the same items as FAQPage data.
 * Native <details> sharing one name: the browser keeps one item open at a time, lets the open one
 * close, and gives the keyboard support (Tab to a question, Enter or Space to toggle), with no
 * script, so it works on the static pages before anything loads. Every answer is in the HTML.
 */
export function FaqAccordion() {
  const site = useSiteText();
  return (
    <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
      {faqs(site).map((faq) => (
        <details
          key={faq.question}
          name="faq"
          className="group border-b border-slate-200 last:border-b-0"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-ink hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {/* The questions sit under the section's h2. */}
            <h3 className="text-base font-semibold">{faq.question}</h3>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 text-muted">
            {faq.answer}
            {faq.link ? (
              <>
                {' '}
                <a href={faq.link.to} className="font-semibold text-brand-700 underline">
                  {faq.link.label}
                </a>
              </>
            ) : null}
          </p>
        </details>
      ))}
    </div>
  );
}
