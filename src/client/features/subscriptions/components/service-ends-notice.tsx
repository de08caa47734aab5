import { CANCEL_TEXT } from '../../../../domain/cancellation';

/**
 * A cancelled subscription still served to the end of the period paid
 * (docs/decisions/039-a-fair-cancel.md): until when, and how to come back.
 */
export function ServiceEndsNotice({ serviceEndsAt }: { serviceEndsAt: string }) {
  return (
    <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold" data-testid="service-ends">
        {CANCEL_TEXT.pickupsContinueUntil(serviceEndsAt)}
      </p>
      <p className="mt-1">
        {CANCEL_TEXT.servedAfterCancel}{' '}
        <a href="/signup" className="font-semibold underline">
          {CANCEL_TEXT.signUpAgain}
        </a>
        .
      </p>
    </div>
  );
}
