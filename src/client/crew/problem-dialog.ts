import {
  CREW_MESSAGES,
  CREW_NOTE_MAX_LENGTH,
  CrewActionSchema,
  MAX_BAG_COUNT,
  PROBLEM_REASONS,
  type ProblemReason,
} from '../../domain/schemas/crew';
import { shrinkPhoto } from '../lib/shrink-photo';
import { TEXT } from './texts';
import { escape } from './view';

// The Problem form: a reason (with the bag count for too many bags), an optional note, and a photo
// from the phone's camera, which a problem always needs. It checks with the same schema the
// server applies to the action, so what it lets through is never refused for its shape.

export type ProblemReport = {
  reason: ProblemReason;
  bagCount: number | null;
  note: string | null;
  photo: Blob;
};

const FIELD_IDS = {
  reason: 'problem-reason',
  bagCount: 'problem-bags',
  note: 'problem-note',
  photoId: 'problem-photo',
} as const;
type Field = keyof typeof FIELD_IDS;

/** The form's HTML; drawn once, filled in for each door. */
export function problemDialogHtml(): string {
  const reasons = PROBLEM_REASONS.map(
    (reason) =>
      `<label class="choice"><input type="radio" name="reason" value="${reason}"> ${escape(TEXT.reason(reason))}</label>`,
  ).join('');
  const error = (field: Field) =>
    `<p class="field-error" id="${FIELD_IDS[field]}-error" hidden></p>`;
  return `<form method="dialog" novalidate>
  <h2 id="problem-title"></h2>
  <fieldset id="${FIELD_IDS.reason}" aria-describedby="${FIELD_IDS.reason}-error">
    <legend>${TEXT.problemQuestion}</legend>${reasons}
  </fieldset>${error('reason')}
  <div class="field" data-bags hidden>
    <label for="${FIELD_IDS.bagCount}">${TEXT.bagCount}</label>
    <input id="${FIELD_IDS.bagCount}" name="bagCount" type="number" inputmode="numeric" min="1" max="${MAX_BAG_COUNT}" aria-describedby="${FIELD_IDS.bagCount}-error">
    ${error('bagCount')}
  </div>
  <div class="field">
    <label for="${FIELD_IDS.note}">${TEXT.note}</label>
    <textarea id="${FIELD_IDS.note}" name="note" rows="2" maxlength="${CREW_NOTE_MAX_LENGTH}" aria-describedby="${FIELD_IDS.note}-error"></textarea>
    ${error('note')}
  </div>
  <div class="field">
    <p class="field-label" id="${FIELD_IDS.photoId}-label">${TEXT.photo}</p>
    <input id="${FIELD_IDS.photoId}" class="file" name="photo" type="file" accept="image/*" capture="environment" aria-describedby="${FIELD_IDS.photoId}-error">
    <label for="${FIELD_IDS.photoId}" class="button secondary" data-photo-button>${TEXT.takePhoto}</label>
    <img class="preview" alt="${TEXT.photoPreview}" hidden>
    ${error('photoId')}
  </div>
  <div class="dialog-actions">
    <button type="submit" class="button primary" value="save">${TEXT.saveProblem}</button>
    <button type="button" class="button secondary" data-cancel>${TEXT.cancel}</button>
  </div>
</form>`;
}

/**
 * The schema's message for a field, in the porter's language: the schema speaks English, as the
 * server does, so its required-field messages are matched and any other is the field's limit.
 */
function fieldMessage(field: Field, message: string): string {
  switch (field) {
    case 'reason':
      return TEXT.reasonRequired;
    case 'photoId':
      return TEXT.photoRequired;
    case 'bagCount':
      return message === CREW_MESSAGES.bagCountRequired
        ? TEXT.bagCountRequired
        : TEXT.bagCountRange(MAX_BAG_COUNT);
    case 'note':
      return TEXT.noteTooLong(CREW_NOTE_MAX_LENGTH);
  }
}

/** Opens the form for a door; resolves with the report, or null when the porter cancels. */
export class ProblemDialog {
  private form!: HTMLFormElement;
  private photo: Blob | null = null;
  private previewUrl: string | null = null;
  private resolve: ((report: ProblemReport | null) => void) | null = null;

  constructor(private readonly dialog: HTMLDialogElement) {
    dialog.setAttribute('aria-labelledby', 'problem-title');
    dialog.addEventListener('close', () => this.finish(null));
    this.draw();
  }

  /** Draws the form in the language on show: at the start, and again when the porter changes it. */
  draw(): void {
    this.dialog.innerHTML = problemDialogHtml();
    this.form = this.dialog.querySelector('form')!;
    this.form.addEventListener('change', (event) => this.changed(event));
    this.form.addEventListener('submit', (event) => this.submit(event));
    this.dialog
      .querySelector('[data-cancel]')!
      .addEventListener('click', () => this.dialog.close());
  }

  open(door: string): Promise<ProblemReport | null> {
    this.form.reset();
    this.setPhoto(null);
    this.showBagCount();
    for (const field of Object.keys(FIELD_IDS) as Field[]) this.showError(field, undefined);
    this.dialog.querySelector('#problem-title')!.textContent = TEXT.problemTitle(door);
    this.dialog.showModal();
    return new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  private finish(report: ProblemReport | null) {
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.(report);
  }

  private get reason(): string | null {
    return new FormData(this.form).get('reason') as string | null;
  }

  private showBagCount() {
    const wrapper = this.form.querySelector<HTMLElement>('[data-bags]')!;
    wrapper.hidden = this.reason !== 'too_many_bags';
  }

  private setPhoto(photo: Blob | null) {
    this.photo = photo;
    if (this.previewUrl) URL.revokeObjectURL(this.previewUrl);
    this.previewUrl = photo ? URL.createObjectURL(photo) : null;
    const preview = this.form.querySelector<HTMLImageElement>('img.preview')!;
    preview.hidden = !photo;
    if (this.previewUrl) preview.src = this.previewUrl;
    else preview.removeAttribute('src');
    this.form.querySelector('[data-photo-button]')!.textContent = photo
      ? TEXT.retakePhoto
      : TEXT.takePhoto;
  }

  private async changed(event: Event) {
    const target = event.target as HTMLInputElement;
    if (target.name === 'reason') {
      this.showBagCount();
      this.showError('reason', undefined);
      return;
    }
    if (target.name !== 'photo') return;
    const file = target.files?.[0];
    target.value = '';
    if (!file) return;
    try {
      this.setPhoto(await shrinkPhoto(file));
      this.showError('photoId', undefined);
    } catch {
      this.setPhoto(null);
      this.showError('photoId', TEXT.photoUnreadable);
    }
  }

  private showError(field: Field, message: string | undefined) {
    const error = this.form.querySelector<HTMLElement>(`#${FIELD_IDS[field]}-error`)!;
    error.textContent = message ?? '';
    error.hidden = !message;
    const control = this.form.querySelector(`#${FIELD_IDS[field]}`)!;
    if (message) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }

  private submit(event: SubmitEvent) {
    event.preventDefault();
    const data = new FormData(this.form);
    const reason = this.reason;
    const bagText = String(data.get('bagCount') ?? '').trim();
    const bagCount = reason === 'too_many_bags' && bagText ? Number(bagText) : null;
    const note = String(data.get('note') ?? '').trim() || null;
    // The schema wants a complete action: the id, door and time are stand-ins it accepts.
    const checked = CrewActionSchema.safeParse({
      id: crypto.randomUUID(),
      scheduleId: 1,
      outcome: 'problem',
      reason,
      bagCount,
      note,
      photoId: this.photo ? crypto.randomUUID() : null,
      occurredAt: new Date().toISOString(),
    });
    const errors = new Map<Field, string>();
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      if (field in FIELD_IDS && !errors.has(field))
        errors.set(field, fieldMessage(field, issue.message));
    }
    for (const field of Object.keys(FIELD_IDS) as Field[]) this.showError(field, errors.get(field));
    if (errors.size > 0) {
      const first = [...errors.keys()][0]!;
      const control = this.form.querySelector<HTMLElement>(
        first === 'reason' ? 'input[name="reason"]' : `#${FIELD_IDS[first]}`,
      );
      control?.focus();
      return;
    }
    const report: ProblemReport = {
      reason: reason as ProblemReason,
      bagCount,
      note,
      photo: this.photo!,
    };
    this.finish(report);
    this.dialog.close();
  }
}
