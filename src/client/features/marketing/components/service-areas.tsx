import { MapPin } from 'lucide-react';
import { cityBlurb, SEED_SERVICE_AREA } from '../../../../domain/content/service-areas';
import { useEffect, useRef } from 'react';
import { useSiteText } from '../../../lib/site-text-context';
import {
  NO_COMMUNITY_ATTR,
  OTHER_CITY_BLURB_ATTR,
  SERVICE_AREA_PART,
  SERVICE_AREAS_ATTR,
  showLiveServiceAreas,
} from '../show-live-service-areas';

/**
 * The service area, one card per city. Rendered from the seed so the prerendered page has it;
 * the office's current ZIP codes and communities replace it (plain DOM code in
 * show-live-service-areas, run by the static pages' island script and by this effect).
 */
export function ServiceAreas() {
  const site = useSiteText();
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => showLiveServiceAreas(ref.current!), []);

  return (
    <ul
      ref={ref}
      {...{
        [SERVICE_AREAS_ATTR]: '',
        [OTHER_CITY_BLURB_ATTR]: site.t('site.areas.blurb.other', { city: '{city}' }),
        [NO_COMMUNITY_ATTR]: site.t('site.areas.askAboutYourBuilding'),
      }}
      className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4"
    >
      {SEED_SERVICE_AREA.map((area) => (
        <li key={area.city} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
            <MapPin aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span {...{ [SERVICE_AREA_PART]: 'city' }}>{area.city}</span>
          </h3>
          <p {...{ [SERVICE_AREA_PART]: 'blurb' }} className="mt-2 text-sm text-muted">
            {cityBlurb(site, area.city)}
          </p>
          <h4 className="mt-5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {site.t('site.areas.communities')}
          </h4>
          <ul
            {...{ [SERVICE_AREA_PART]: 'communities' }}
            className="mt-2 space-y-1 text-sm text-ink"
          >
            {area.communities.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <h4 className="mt-5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            {site.t('site.areas.zipCodes')}
          </h4>
          <ul {...{ [SERVICE_AREA_PART]: 'zips' }} className="mt-2 flex flex-wrap gap-2">
            {area.zipCodes.map((zip) => (
              <li
                key={zip}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
              >
                {zip}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
