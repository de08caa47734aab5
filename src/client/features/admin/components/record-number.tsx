/**
 * A record's number as staff quote it from exports, payment dashboards and emails ("#12"), on the
 * office's screens only (docs/decisions/047-office-record-numbers-and-dense-lists.md); marked so
 * the check that keeps database numbers off residents' screens knows it is meant.
 */
export function RecordNumber({ id }: { id: number }) {
  return (
    <span data-record-number className="tabular-nums">
      #{id}
    </span>
  );
}
