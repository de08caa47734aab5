import type { ReactNode } from 'react';
import type { ResidentPickup } from '../../../../domain/schemas/tickets';
import { TICKET_TEXT } from '../../../../domain/ticket-text';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import ReportProblemForm from './report-problem-form';

/**
 * "Report a problem" on one pickup: what went wrong, a note and an optional photo. Loaded, form
 * and its library with it, when a customer first opens it (pickup-outcomes.tsx), not with the
 * portal.
 */
export function ReportProblemDialog({
  pickup,
  trigger,
  open,
  onOpenChange,
}: {
  pickup: ResidentPickup;
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{TICKET_TEXT.reportTitle}</DialogTitle>
          <DialogDescription>{TICKET_TEXT.reportDescription(pickup.serviceDate)}</DialogDescription>
        </DialogHeader>
        <ReportProblemForm pickup={pickup} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
