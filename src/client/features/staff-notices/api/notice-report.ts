import { useQuery } from '@tanstack/react-query';
import * as calls from '../../../../domain/contracts/door-notices';
import { callApi } from '../../../lib/api-client';
import { managerParams, scopeKey, type CommunityScope, type NoticeScope } from './scope';

// The notices report and the month's resident charges: the report read as JSON, both CSVs as
// links the browser downloads (docs/decisions/052-one-contract-per-call.md).

/** The report's days; both left out, the server's default range (the last three months). */
export type ReportRange = { from?: string; to?: string };

const defined = (range: ReportRange) =>
  Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as ReportRange;

export const useNoticeReport = (scope: NoticeScope, range: ReportRange) =>
  useQuery({
    queryKey: [...scopeKey(scope), 'report', range.from ?? '', range.to ?? ''],
    queryFn: () =>
      scope.by === 'manager'
        ? callApi(calls.getManagedNoticeReport, {
            params: managerParams(scope.communityId),
            query: defined(range),
          })
        : callApi(calls.getOfficeNoticeReport, { query: defined(range) }),
    refetchOnMount: 'always',
  });

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const reportCsvHref = (scope: NoticeScope, range: ReportRange) =>
  scope.by === 'manager'
    ? withQuery(
        calls.exportManagedNoticeReport.path.replace(':communityId', String(scope.communityId)),
        range,
      )
    : withQuery(calls.exportOfficeNoticeReport.path, range);

/** The month's resident charges (YYYY-MM) of one community. */
export const ledgerCsvHref = (scope: CommunityScope, month: string) =>
  withQuery(
    scope.by === 'manager'
      ? calls.exportManagedFeeLedger.path.replace(':communityId', String(scope.communityId))
      : calls.exportCommunityFeeLedger.path.replace(':id', String(scope.communityId)),
    { month },
  );
