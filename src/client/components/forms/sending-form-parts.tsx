import { Send } from 'lucide-react';
import { useSiteText } from '../../lib/site-text-context';
import { Button } from '../ui/button';

/**
 * The honeypot of a public form (the schemas' `website` field): off-screen and out of the tab
 * order and the accessibility tree, so only bots fill it in.
 */
export function HoneypotField() {
  const { t } = useSiteText();
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t('ui.honeypot')}
        <input name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** The submit button of a one-message form; `labelAttr` marks the text the sending state swaps. */
export function SendButton({ label, labelAttr }: { label: string; labelAttr: string }) {
  return (
    <Button type="submit" size="lg" className="w-full sm:w-auto">
      <Send aria-hidden />
      <span {...{ [labelAttr]: '' }}>{label}</span>
    </Button>
  );
}
