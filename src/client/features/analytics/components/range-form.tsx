import { useState, type FormEvent } from 'react';
import type { AnalyticsRange } from '../../../../domain/analytics-range';
import { AnalyticsRangeQuerySchema } from '../../../../domain/schemas/analytics';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/**
 * The span the page reads: its first and last day. The figures beside each number are for the
 * span of the same length just before it.
 */
export function RangeForm({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AnalyticsRangeQuerySchema.safeParse({ from, to });
    if (!parsed.success) {
      const found: Partial<Record<'from' | 'to', string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'to' ? 'to' : 'from';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onChange({ from, to });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Span of days"
      className="mb-6 flex flex-wrap items-end gap-3"
    >
      <FormField label="From" error={errors.from} className="w-full min-[390px]:w-44">
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
      </FormField>
      <FormField label="To" error={errors.to} className="w-full min-[390px]:w-44">
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
      </FormField>
      <Button type="submit">Show</Button>
    </form>
  );
}
