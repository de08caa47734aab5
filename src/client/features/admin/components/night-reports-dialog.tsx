import { Download } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { NIGHT_REPORT_TEXT as TEXT } from '../../../../domain/night-reports';
import type { NightReportSummary } from '../../../../domain/schemas/night-reports';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { nightReportPdfHref, useNightReports } from '../api/night-reports';
import { formatServiceDay } from './format';
import { ListError } from './list-error';

const COUNTS: { key: keyof NightReportSummary['counts']; label: string }[] = [
  { key: 'served', label: 'served' },
  { key: 'nothingOut', label: 'nothing out' },
  { key: 'problems', label: 'problems' },
  { key: 'missed', label: 'missed' },
];

function NightList({ communityId, nights }: { communityId: number; nights: NightReportSummary[] }) {
  if (nights.length === 0) return <p className="text-sm text-muted">{TEXT.listEmpty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {nights.map((night) => (
        <li key={night.date} className="flex items-center justify-between gap-3 px-3 py-2.5">
          <div className="min-w-0">
            <p className="font-medium text-ink">{formatServiceDay(night.date)}</p>
            <p className="text-xs text-muted">
              {COUNTS.map(({ key, label }) => `${night.counts[key]} ${label}`).join(' · ')}
            </p>
          </div>
          <a
            href={nightReportPdfHref(communityId, night.date)}
            download
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'shrink-0')}
            aria-label={TEXT.downloadLabel(night.date)}
          >
            <Download aria-hidden /> {TEXT.downloadPdf}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A property-paid community's nightly reports, newest first, each with its PDF. */
export function NightReportsDialog({
  community,
  trigger,
}: {
  community: AdminCommunity;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const nights = useNightReports(community.id, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{TEXT.listTitle(community.name)}</DialogTitle>
          <DialogDescription>{TEXT.listDescription}</DialogDescription>
        </DialogHeader>
        {nights.data ? (
          <NightList communityId={community.id} nights={nights.data} />
        ) : nights.isError ? (
          <ListError
            error={nights.error}
            message={TEXT.listFailed}
            onRetry={() => void nights.refetch()}
          />
        ) : (
          <Spinner label="Loading the reports" />
        )}
      </DialogContent>
    </Dialog>
  );
}
