import { useEffect } from 'react';
import { mountToaster } from '../../islands/toaster';

/** The app's toasts: the same DOM toaster the static marketing pages use (islands/toaster). */
export function Toaster() {
  useEffect(() => mountToaster(), []);
  return null;
}
