import { MapPin } from 'lucide-react';
import { SERVICE_AREAS } from '../../../../domain/content/service-areas';

export function ServiceAreas() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {SERVICE_AREAS.map((area) => (
        <li
          key={area.slug}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby={`area-${area.slug}`}
        >
          <h3
            id={`area-${area.slug}`}
            className="flex items-center gap-2 text-lg font-bold text-ink"
          >
            <MapPin aria-hidden className="size-5 text-brand-700" />
            {area.title}
          </h3>
          <p className="mt-2 text-sm text-muted">{area.description}</p>
          <h4 className="mt-5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            Communities
          </h4>
          <ul className="mt-2 space-y-1 text-sm text-ink">
            {area.communities.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <h4 className="mt-5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            ZIP codes
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2">
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
