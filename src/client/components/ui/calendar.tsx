import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { es } from 'react-day-picker/locale/es';
import type { Language } from '../../../domain/i18n/languages';
import { cn } from '../../lib/cn';

/**
 * react-day-picker with the site's look; keyboard navigation and labels come from the library,
 * in the `language` given (its months, weekdays and buttons), English unless told.
 */
export function Calendar({
  className,
  classNames,
  language = 'en',
  ...props
}: DayPickerProps & { language?: Language }) {
  return (
    <DayPicker
      locale={language === 'es' ? es : undefined}
      className={cn('text-sm', className)}
      classNames={{
        months: 'relative',
        month_caption: 'flex h-9 items-center justify-center font-semibold text-ink',
        nav: 'absolute inset-x-0 top-0 flex justify-between',
        button_previous:
          'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40',
        button_next:
          'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40',
        chevron: 'size-4 fill-current',
        weekdays: 'flex',
        weekday: 'w-9 text-xs font-medium text-slate-600',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center',
        day_button:
          'size-9 rounded-md hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-selected:bg-brand-600 aria-selected:text-white disabled:cursor-not-allowed disabled:text-slate-400 disabled:line-through disabled:hover:bg-transparent',
        today: 'font-bold text-brand-700',
        outside: 'text-slate-400',
        ...classNames,
      }}
      {...props}
    />
  );
}
