/** The navbar's shadow grows once the page is scrolled more than 10 px. */
const NAV_SHADOW_THRESHOLD_PX = 10;

/** Marks the header the chrome enhances. */
export const SITE_HEADER_ATTR = 'data-site-header';
/** Marks a menu entry that is not a link but closes its menu when chosen (Log out). */
export const CLOSES_MENU_ATTR = 'data-closes-menu';
/** data-action of the header's Log out buttons, by which the static pages find them. */
export const SIGN_OUT_ACTION = 'sign-out';

function trackScroll(): () => void {
  const update = () => {
    const scrolled = String(window.scrollY > NAV_SHADOW_THRESHOLD_PX);
    document.querySelector(`[${SITE_HEADER_ATTR}]`)?.setAttribute('data-scrolled', scrolled);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}

/**
 * Popovers arrived in Safari 17 and Firefox 125. Older phones get the polyfill, and only they
 * download it (a lazy chunk). Until it runs, app.css keeps their closed menus hidden.
 */
async function ensurePopovers(): Promise<void> {
  if ('popover' in HTMLElement.prototype) return;
  const { apply } = await import('@oddbird/popover-polyfill/fn');
  apply();
}

/**
 * The header's menus are native popovers (the browser opens, closes and light-dismisses them).
 * Their buttons also say whether they are open, and may name themselves by state
 * (data-label-open / data-label-closed: 'Close menu' / 'Open menu').
 */
function syncPopoverButtons(popoversReady: Promise<void>): () => void {
  // `:popover-open` is not even a valid selector before the polyfill has run.
  let ready = false;
  const sync = (popover: HTMLElement) => {
    const open = popover.matches(':popover-open');
    for (const button of document.querySelectorAll<HTMLElement>(
      `[popovertarget="${CSS.escape(popover.id)}"]`,
    )) {
      button.setAttribute('aria-expanded', String(open));
      const label = button.dataset[open ? 'labelOpen' : 'labelClosed'];
      if (label) button.setAttribute('aria-label', label);
    }
  };
  const onToggle = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.id) sync(event.target);
  };
  void popoversReady.then(() => {
    ready = true;
    // A menu may have been opened before this script ran.
    document.querySelectorAll<HTMLElement>('[popover][id]').forEach(sync);
  });
  // A menu closes when one of its entries is chosen, also a same-page link such as /#contact.
  const onClick = (event: MouseEvent) => {
    if (!ready) return;
    const link =
      event.target instanceof Element ? event.target.closest(`a, [${CLOSES_MENU_ATTR}]`) : null;
    const popover = link?.closest<HTMLElement>('[popover]');
    if (popover?.matches(':popover-open')) popover.hidePopover();
  };
  // `toggle` does not bubble: listen in the capture phase to hear every popover.
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('toggle', onToggle, true);
    document.removeEventListener('click', onClick);
  };
}

/** The header's behaviour, the same on static marketing pages and in the app. */
export function startSiteChrome(): () => void {
  const stops = [trackScroll(), syncPopoverButtons(ensurePopovers())];
  return () => stops.forEach((stop) => stop());
}
