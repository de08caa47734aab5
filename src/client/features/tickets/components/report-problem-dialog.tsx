import { MessageSquareWarning } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ResidentPickup } from '../../../../domain/schemas/tickets';
import { TICKET_TEXT } from '../../../../domain/ticket-text';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

// The form and its library load when a customer first opens the dialog, not with the portal.
const ReportProblemForm = lazy(() => import('./report-problem-form'));

/** "Report a problem" on one pickup: what went wrong, a note and an optional photo. */
export function ReportProblemDialog({ pickup }: { pickup: ResidentPickup }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="mt-2">
          <MessageSquareWarning aria-hidden /> {TICKET_TEXT.reportButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TICKET_TEXT.reportTitle}</DialogTitle>
          <DialogDescription>{TICKET_TEXT.reportDescription(pickup.serviceDate)}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label="Loading the form" />}>
          <ReportProblemForm pickup={pickup} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
