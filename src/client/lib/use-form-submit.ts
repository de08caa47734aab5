import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';
import { useFormMessage } from './form-messages';
import { toast, type ToastMessage } from './toast-store';

/** Shows the API's field errors (400/409 `errors`) under the matching form fields. */
function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let shown = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
      shown = true;
    }
  }
  return shown;
}

export type FormSubmitOptions<TData, TVariables> = {
  /** The toast a save shows once the server took it. */
  success?: (data: TData) => Omit<ToastMessage, 'id'>;
  /** What follows a save, after its toast: close the dialog, move on. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /**
   * The toast of a refused or failed save: its title and the server's message (or `fallback`),
   * `always`, or only when no field shows the server's reason (`unnamed`). Without it, the form
   * shows the reason itself.
   */
  failure?: { title: string; fallback: string; when: 'always' | 'unnamed' };
};

/**
 * The submit of a form that saves through the API (docs/product.md#customer-facing-messages): the
 * checked values go to the mutation; then a success toast, or the server's field messages under
 * their fields and, when asked, a failure toast. Call the answer with the values and the form's
 * `setError`, from `handleSubmit`.
 */
export function useFormSubmit<TData, TVariables>(
  mutation: Pick<UseMutationResult<TData, Error, TVariables>, 'mutate'>,
  { success, onSuccess, failure }: FormSubmitOptions<TData, TVariables>,
) {
  const { mutate } = mutation;
  const fm = useFormMessage();
  return <TFields extends FieldValues>(variables: TVariables, setError: UseFormSetError<TFields>) =>
    mutate(variables, {
      onSuccess: (data) => {
        if (success) toast(success(data));
        onSuccess?.(data, variables);
      },
      onError: (err) => {
        const shown = showFieldErrors(err, setError);
        if (failure && (failure.when === 'always' || !shown)) {
          toast({
            title: failure.title,
            description: fm(errorMessage(err, failure.fallback)),
            variant: 'destructive',
          });
        }
      },
    });
}
