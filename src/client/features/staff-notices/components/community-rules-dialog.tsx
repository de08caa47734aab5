import { NOTICE_STAFF_TEXT as TEXT } from '../../../../domain/notice-staff-text';
import type { AdminCommunity } from '../../../../domain/schemas/service-area';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ExemptDoors } from './exempt-doors';
import { LadderForm } from './ladder-form';
import { FeeLedgerLink } from './notice-report';

/**
 * A community's notice rules as the office sets them
 * (docs/product.md#notices-for-managers-and-the-office): the ladder with its fee bounds,
 * the exempt doors and, for a property-paid community, the month's resident charges for the
 * property's ledger. Its parts read their data once it opens.
 */
export function CommunityRulesDialog({
  community,
  open,
  onOpenChange,
}: {
  community: Pick<AdminCommunity, 'id' | 'name' | 'billing'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const scope = { by: 'office', communityId: community.id } as const;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{TEXT.rulesDialogTitle(community.name)}</DialogTitle>
          <DialogDescription>
            {TEXT.rulesDialogDescription(community.billing === 'property')}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-6">
          <LadderForm scope={scope} boundsEditable />
          <div className="border-t border-slate-200 pt-4">
            <ExemptDoors scope={scope} />
          </div>
          {community.billing === 'property' ? (
            <div className="border-t border-slate-200 pt-4">
              <FeeLedgerLink scope={scope} />
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
