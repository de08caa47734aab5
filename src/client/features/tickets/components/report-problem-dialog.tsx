import type { ReactNode } from 'react';
import type { ResidentPickup } from '../../../../domain/schemas/tickets';
import { serviceDateIn } from '../../../../domain/content/site-formats';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useSiteText } from '../../../lib/site-text-context';
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
  const { t, language } = useSiteText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('portal.problem.report')}</DialogTitle>
          <DialogDescription>
            {t('portal.problem.reportText', { date: serviceDateIn(language, pickup.serviceDate) })}
          </DialogDescription>
        </DialogHeader>
        <ReportProblemForm pickup={pickup} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
