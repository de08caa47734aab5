import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * One item open at a time, and the open one closes again when chosen (spec §4 FAQ accordion).
 * Radix gives the keyboard support: Tab between questions, Enter or Space to toggle, arrows.
 */
export function Accordion(
  props: Omit<AccordionPrimitive.AccordionSingleProps, 'type' | 'collapsible'>,
) {
  return <AccordionPrimitive.Root type="single" collapsible {...props} />;
}

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('border-b border-slate-200 last:border-b-0', className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    // Radix renders the header as an h3: the questions sit under the section's h2.
    <AccordionPrimitive.Header>
      <AccordionPrimitive.Trigger
        className={cn(
          'flex w-full items-center justify-between gap-4 py-4 text-left text-base font-semibold text-ink hover:text-brand-700 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown aria-hidden className="size-5 shrink-0 text-brand-700 transition-transform" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    // Always in the DOM (hidden while closed): the prerendered HTML carries every answer.
    <AccordionPrimitive.Content
      forceMount
      className={cn('pb-4 text-muted data-[state=closed]:hidden', className)}
      {...props}
    >
      {children}
    </AccordionPrimitive.Content>
  );
}
