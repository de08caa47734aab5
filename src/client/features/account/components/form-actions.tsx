import { Button } from '../../../components/ui/button';

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
  return (
    <div className="flex flex-col gap-2 sm:col-span-full sm:flex-row">
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : label}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
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
