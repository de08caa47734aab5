// What the plain-DOM forms (the contact form, the login form) share: they run on static pages
// without React, and in the app, where their React components attach them.

/** A field's box (label, control, message), as `FormField` marks it: its message goes at its foot. */
export const FIELD_ATTR = 'data-field';

/** The form's fields as text, the shape its schema reads. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/**
 * Each message under its field (at the foot of the field's box, or right after the control),
 * the control marked invalid and described by it; a field without a message loses its old one.
 */
export function showFieldErrors(
  form: HTMLFormElement,
  errors: Record<string, string | undefined>,
): void {
  for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[id], textarea[id]',
  )) {
    const errorId = `${input.id}-error`;
    const message = errors[input.name];
    let note = form.querySelector<HTMLElement>(`#${CSS.escape(errorId)}`);
    if (!message) {
      note?.remove();
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      continue;
    }
    if (!note) {
      note = document.createElement('p');
      note.id = errorId;
      note.className = 'text-sm font-medium text-red-700';
      const box = input.closest(`[${FIELD_ATTR}]`);
      if (box) box.append(note);
      else input.after(note);
    }
    note.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', errorId);
  }
}

/** Listens to the form's submits and typing; the function returned stops listening. */
export function listenToForm(
  form: HTMLFormElement,
  onSubmit: (event: SubmitEvent) => void,
  onInput: () => void,
): () => void {
  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onInput);
  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onInput);
  };
}
