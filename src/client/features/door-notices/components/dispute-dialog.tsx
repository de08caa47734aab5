import type { ReactNode } from 'react';
import { serviceDateIn } from '../../../../domain/content/site-formats';
import type { ResidentNotice } from '../../../../domain/schemas/door-notices';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useSiteText } from '../../../lib/site-text-context';
import DisputeForm from './dispute-form';

/**
 * "Dispute" on one notice: why it is wrong, and a photo. Loaded, form and its library with it,
 * when the resident first opens it (notices-list.tsx), not with the portal.
 */
export function DisputeDialog({
  notice,
  trigger,
  open,
  onOpenChange,
}: {
  notice: ResidentNotice;
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
          <DialogTitle>{t('portal.notices.disputeTitle')}</DialogTitle>
          <DialogDescription>
            {t('portal.notices.disputeText', {
              kind: notice.kind,
              date: serviceDateIn(language, notice.serviceDate),
            })}
          </DialogDescription>
        </DialogHeader>
        <DisputeForm noticeId={notice.id} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
