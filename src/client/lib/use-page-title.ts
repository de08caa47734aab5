import { useEffect } from 'react';
import { showPageTitle } from './page-title';
import { useSiteText } from './site-text-context';

/** The page's title and description (lib/page-title.ts) when it is on show in Spanish. */
export function usePageTitle(title: string, description: string): void {
  const { language } = useSiteText();
  useEffect(() => {
    if (language !== 'en') showPageTitle(title, description);
  }, [language, title, description]);
}
