import { Button } from '../../../components/ui/button';
import { useSiteText } from '../../../lib/site-text-context';

/** Save and Cancel under each of the account forms. */
export function FormActions({
  saving,
  label,
  onCancel,
}: {
  saving: boolean;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useSiteText();
  return (
    <div className="flex flex-col gap-2 sm:col-span-full sm:flex-row">
      <Button type="submit" disabled={saving} className="h-auto min-h-10 whitespace-normal">
        {saving ? t('portal.service.saving') : label}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        {t('portal.service.cancel')}
      </Button>
    </div>
  );
}

/** The reason a save failed when no field names it. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-full"
    >
      {message}
    </p>
  );
}
