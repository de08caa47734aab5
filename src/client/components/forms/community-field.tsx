import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { COMMUNITY_REQUEST_MAX_LENGTH, ZIP_CODE } from '../../../domain/address';
import type { lookupZip } from '../../../domain/contracts/service-area';
import type { CommunitySummary, ServiceAreaLookup } from '../../../domain/schemas/service-area';
import { withLanguage } from '../../../domain/site-language';
import { callApi } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSiteText } from '../../lib/site-text-context';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

/**
 * What the server says about a ZIP code (GET /api/service-area/:zip), asked once the field holds
 * five digits; undefined before that and while the answer is on its way.
 */
export function useServiceArea(zip: string): ServiceAreaLookup | undefined {
  const value = zip.trim();
  const query = useQuery({
    queryKey: ['/api/service-area', value],
    queryFn: () =>
      callApi<typeof lookupZip>(
        { method: 'GET', path: '/api/service-area/:zip' },
        { params: { zip: value } },
      ),
    enabled: ZIP_CODE.test(value),
    staleTime: 5 * 60_000,
  });
  return ZIP_CODE.test(value) ? query.data : undefined;
}

/**
 * Shown under the ZIP code field as soon as the lookup says we do not serve it, with the way to
 * hear when we do (the /waitlist page, prefilled with the ZIP code). `linkOnly` when the field
 * already shows that we do not serve it as its error.
 */
export function ZipNotServed({ zip, linkOnly = false }: { zip: string; linkOnly?: boolean }) {
  const { t, language } = useSiteText();
  return (
    <p className={cn('text-sm', !linkOnly && 'font-medium text-red-700')}>
      {linkOnly ? null : `${t('signup.zipNotServed')} `}
      <a
        href={withLanguage(language, `/waitlist?zip=${encodeURIComponent(zip)}`)}
        className="font-semibold text-brand-700 underline"
      >
        {t('signup.joinWaitlist')}
      </a>
    </p>
  );
}

export type CommunityValue = { communityId: number | null; communityRequest: string };

type Option = { key: string; label: string; detail?: string; community: CommunitySummary | null };

/**
 * The community picker (docs/product.md#sign-up-flow): a combobox of the active communities in the
 * entered ZIP code, filtered as the customer types, ending with "My community isn't listed", which
 * reveals a field for the community's name (kept for an admin to match). Follows the ARIA
 * combobox pattern: arrows move through the list, Enter picks, Escape closes.
 */
export function CommunityField({
  lookup,
  value,
  onChange,
  errors,
  className,
}: {
  /** The ZIP code's lookup (useServiceArea); the list waits for a served ZIP code. */
  lookup: ServiceAreaLookup | undefined;
  value: CommunityValue;
  onChange: (value: CommunityValue) => void;
  errors: { communityId?: string; communityRequest?: string };
  className?: string;
}) {
  const { t } = useSiteText();
  const notListedLabel = t('signup.community.notListed');
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const communities = lookup?.served ? lookup.communities : [];
  const selected = communities.find((c) => c.id === value.communityId) ?? null;
  const [notListed, setNotListed] = useState(value.communityRequest !== '');
  const [query, setQuery] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // A value set from outside (the form filled from the server) shows its name once the list is in.
  useEffect(() => {
    if (selected) setQuery(selected.name);
  }, [selected]);
  useEffect(() => {
    if (value.communityRequest) setNotListed(true);
  }, [value.communityRequest]);

  // A community belongs to one ZIP code: another ZIP code's list drops a choice it does not hold.
  const stale = lookup !== undefined && value.communityId !== null && !selected;
  useEffect(() => {
    if (stale) {
      onChange({ communityId: null, communityRequest: value.communityRequest });
      setQuery('');
    }
  }, [stale, onChange, value.communityRequest]);

  const ready = Boolean(lookup?.served);
  const needle = query.trim().toLowerCase();
  const matches =
    selected && selected.name === query
      ? communities
      : communities.filter(
          (c) => c.name.toLowerCase().includes(needle) || c.street.toLowerCase().includes(needle),
        );
  const options: Option[] = [
    ...matches.map((c) => ({ key: String(c.id), label: c.name, detail: c.street, community: c })),
    { key: 'not-listed', label: notListedLabel, community: null },
  ];
  const activeIndex = Math.min(active, options.length - 1);

  const choose = (option: Option) => {
    setOpen(false);
    if (option.community) {
      setNotListed(false);
      setQuery(option.community.name);
      onChange({ communityId: option.community.id, communityRequest: '' });
    } else {
      setNotListed(true);
      setQuery(notListedLabel);
      onChange({ communityId: null, communityRequest: value.communityRequest });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const error = errors.communityId;
  const describedBy = error ? errorId : hintId;
  return (
    <div className={cn('space-y-4', className)}>
      <div className="relative space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {t('signup.community')}
        </label>
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open && ready}
          aria-controls={listId}
          aria-activedescendant={open && ready ? `${id}-opt-${activeIndex}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={!ready}
          placeholder={ready ? t('signup.community.placeholder') : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
            if (value.communityId !== null) {
              onChange({ communityId: null, communityRequest: value.communityRequest });
            }
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('signup.community.list')}
          hidden={!open || !ready}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => {
            const isSelected = option.community
              ? option.community.id === value.communityId
              : notListed;
            return (
              <li
                key={option.key}
                id={`${id}-opt-${index}`}
                role="option"
                aria-selected={isSelected}
                // Keeps focus in the input, so the list does not close before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-ink',
                  index === activeIndex && 'bg-brand-50',
                  !option.community && 'border-t border-slate-200 font-semibold',
                )}
              >
                <Check
                  aria-hidden
                  className={cn(
                    'mt-0.5 size-4 shrink-0 text-brand-700',
                    !isSelected && 'invisible',
                  )}
                />
                <span className="min-w-0 break-words">
                  {option.label}
                  {option.detail ? (
                    <span className="block text-xs font-normal text-muted">{option.detail}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-muted">
            {ready ? t('signup.community.hint') : t('signup.community.waiting')}
          </p>
        )}
      </div>
      {notListed ? (
        <FormField label={t('signup.community.name')} error={errors.communityRequest}>
          <Input
            autoComplete="off"
            maxLength={COMMUNITY_REQUEST_MAX_LENGTH}
            value={value.communityRequest}
            onChange={(event) =>
              onChange({ communityId: null, communityRequest: event.target.value })
            }
          />
        </FormField>
      ) : null}
    </div>
  );
}
