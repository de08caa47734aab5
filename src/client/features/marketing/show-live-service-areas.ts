import type { getServiceArea } from '../../../domain/contracts/service-area';
import type { ServiceAreaCity, ServiceAreaOverview } from '../../../domain/schemas/service-area';
import { callApi } from '../../lib/api-client';

/** Marks the list of city cards this module fills, and the parts of a card it writes. */
export const SERVICE_AREAS_ATTR = 'data-service-areas';
export const SERVICE_AREA_PART = 'data-area-part';
/**
 * The list's words in the page's language, so this script carries none: a line for a city the
 * page was not built with ({city} in it), and the line of a city with no community listed yet.
 */
export const OTHER_CITY_BLURB_ATTR = 'data-other-city-blurb';
export const NO_COMMUNITY_ATTR = 'data-no-community';

const part = (card: Element, name: string) =>
  card.querySelector<HTMLElement>(`[${SERVICE_AREA_PART}="${name}"]`)!;

type Words = { blurbs: Map<string, string>; otherCity: string; noCommunity: string };

/** Writes a city into a card, keeping the card's markup: an item of each list is the template. */
function fill(card: Element, area: ServiceAreaCity, words: Words) {
  part(card, 'city').textContent = area.city;
  part(card, 'blurb').textContent =
    words.blurbs.get(area.city) ?? words.otherCity.replace('{city}', area.city);
  for (const [name, items] of [
    ['communities', area.communities.length > 0 ? area.communities : [words.noCommunity]],
    ['zips', area.zipCodes],
  ] as const) {
    const list = part(card, name);
    const template = list.firstElementChild;
    list.replaceChildren(
      ...items.map((text) => {
        const item = template
          ? (template.cloneNode(false) as HTMLElement)
          : document.createElement('li');
        item.textContent = text;
        return item;
      }),
    );
  }
}

/**
 * Shows the service area the office keeps (GET /api/service-area, docs/product.md#service-areas)
 * in place of the list the page was built with, as soon as the page is idle after loading: the
 * list is below the fold, and changing it early means it cannot move the page under a visitor who
 * jumps past it (the menu's Contact link). Without the answer (offline, an error) the built list
 * stays. Returns a cleanup for React's effect.
 */
export function showLiveServiceAreas(list: HTMLElement): () => void {
  let cancelled = false;
  const load = async () => {
    let overview: ServiceAreaOverview;
    try {
      overview = await callApi<typeof getServiceArea>({ method: 'GET', path: '/api/service-area' });
    } catch {
      return;
    }
    const template = list.firstElementChild;
    if (cancelled || !template || overview.cities.length === 0) return;
    const words: Words = {
      blurbs: new Map(
        [...list.children].map((card) => [
          part(card, 'city').textContent ?? '',
          part(card, 'blurb').textContent ?? '',
        ]),
      ),
      otherCity: list.getAttribute(OTHER_CITY_BLURB_ATTR) ?? '',
      noCommunity: list.getAttribute(NO_COMMUNITY_ATTR) ?? '',
    };
    const heightBefore = list.offsetHeight;
    list.replaceChildren(
      ...overview.cities.map((area) => {
        const card = template.cloneNode(true) as HTMLElement;
        fill(card, area, words);
        return card;
      }),
    );
    // Opened at a section below the list (a link to /#contact): a list of another height would
    // leave the visitor short of it or past it, so the page goes on to where it was headed.
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    const below = target && list.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (below && list.offsetHeight !== heightBefore) target.scrollIntoView();
  };
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => {
    if (!cancelled) void load();
  });
  return () => {
    cancelled = true;
  };
}
