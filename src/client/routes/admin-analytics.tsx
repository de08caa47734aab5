import { useSearchParams } from 'react-router';
import { defaultRange, type AnalyticsRange } from '../../domain/analytics-range';
import { serviceClock } from '../../domain/pickup-calendar';
import { OfficePageHeading } from '../components/layout/office-layout';
import { RangeForm } from '../features/analytics/components/range-form';
import { RevenueSections } from '../features/analytics/components/revenue-sections';
import { GrowthSections, ServiceSections } from '../features/analytics/components/service-sections';
import { pageMeta } from '../lib/seo';

export const meta = () =>
  pageMeta({
    title: 'Analytics',
    description: "The owner's numbers: revenue, service and growth.",
    path: '/admin/analytics',
    noIndex: true,
  });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The span in the address bar, or the last twelve months. */
function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = defaultRange(serviceClock(new Date()).date);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to ? { from, to } : fallback;
  return [range, (next) => setParams(next)];
}

/** The owner's numbers (docs/product.md#the-owners-numbers): this chunk alone loads the charts. */
export default function AdminAnalytics() {
  const [range, setRange] = useRange();
  return (
    <>
      <OfficePageHeading
        title="Analytics"
        description="What the business brings in, how well the crew does the job and how it grows, for a span of days, beside the span just before it."
      />
      <RangeForm key={`${range.from}-${range.to}`} range={range} onChange={setRange} />
      <RevenueSections range={range} />
      <ServiceSections range={range} />
      <GrowthSections range={range} />
    </>
  );
}
