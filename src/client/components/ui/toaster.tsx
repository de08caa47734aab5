import { useEffect, useRef } from 'react';
import {
  CLOSE_LABEL_ATTR,
  mountToaster,
  TOASTER_ATTR,
  TOASTER_CLASS,
} from '../../lib/mount-toaster';
import { useSiteText } from '../../lib/site-text-context';

/**
 * The toasts' region, labelled in the page's language: the app's toaster, and on a static page
 * the one its script starts (lib/mount-toaster). `marks`: what names its words on a static app
 * page, whose script writes them in the reader's language (lib/shell-text).
 */
export function Toaster({ marks }: { marks?: Record<string, string> }) {
  const { t } = useSiteText();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => mountToaster(ref.current!), []);
  return (
    <section
      ref={ref}
      {...{ [TOASTER_ATTR]: '', [CLOSE_LABEL_ATTR]: t('ui.close') }}
      {...marks}
      aria-label={t('ui.notifications')}
      className={TOASTER_CLASS}
    />
  );
}
