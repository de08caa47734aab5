import type { ReactNode } from 'react';
import { NOTICES_TAB_TEXT } from '../../../../domain/notices-tab-text';
import type { ResidentNotice } from '../../../../domain/schemas/door-notices';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{NOTICES_TAB_TEXT.disputeTitle}</DialogTitle>
          <DialogDescription>
            {NOTICES_TAB_TEXT.disputeDescription(notice.kind, notice.serviceDate)}
          </DialogDescription>
        </DialogHeader>
        <DisputeForm noticeId={notice.id} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
