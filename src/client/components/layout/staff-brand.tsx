import { Recycle } from 'lucide-react';
import { Link } from 'react-router';
import { BUSINESS } from '../../../domain/site';

/** A staff frame's brand: the mark, the business's name from the tablet's width, and the frame's. */
export function StaffBrand({ home, name }: { home: string; name: string }) {
  return (
    <Link to={home} className="flex min-w-0 items-center gap-2 font-bold text-brand-700">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Recycle aria-hidden className="size-4" />
      </span>
      <span className="min-w-0 leading-tight">
        <span className="sr-only sm:not-sr-only sm:block sm:truncate">{BUSINESS.name}</span>
        <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {name}
        </span>
      </span>
    </Link>
  );
}
