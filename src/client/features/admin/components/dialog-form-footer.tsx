import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';

/**
 * The foot of an office form dialog: a secondary button (Cancel, Reset) and the submit button,
 * which says what it is doing while the save is on its way.
 */
export function DialogFormFooter({
  pending,
  submitLabel,
  pendingLabel,
  secondaryLabel = 'Cancel',
  onSecondary,
}: {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  secondaryLabel?: string;
  onSecondary: () => void;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onSecondary}>
        {secondaryLabel}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
