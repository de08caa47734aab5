import { useEffect } from 'react';
import { mountToaster } from '../../lib/mount-toaster';

/** The app's toasts: the same DOM toaster the static marketing pages use (lib/mount-toaster). */
export function Toaster() {
  useEffect(() => mountToaster(), []);
  return null;
}
