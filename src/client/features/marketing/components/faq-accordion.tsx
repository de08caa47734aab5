import { FAQS } from '../../../../domain/content/faqs';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';

/** The shared FAQ (Home and Pricing); the page's meta carries the same items as FAQPage data. */
export function FaqAccordion() {
  return (
    <Accordion className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
      {FAQS.map((faq, i) => (
        <AccordionItem key={faq.question} value={`faq-${i}`}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>{faq.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
