import { useSearchParams } from 'react-router';
import { defaultRange, type AnalyticsRange } from '../../domain/analytics-range';
import { serviceClock } from '../../domain/pickup-calendar';
import { AnalyticsRangeQuerySchema } from '../../domain/schemas/analytics';
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

/** The span in the address bar when the reports can read it, else the last twelve months. */
function useRange(): [AnalyticsRange, (range: AnalyticsRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range = AnalyticsRangeQuerySchema.safeParse(asked).success
    ? asked
    : defaultRange(serviceClock(new Date()).date);
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
