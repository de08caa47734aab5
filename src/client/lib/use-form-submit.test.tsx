import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { renderPage, stubApi, toastRegion, type StubReply } from '../test/render';
import { z } from 'zod';
import { defineContract } from '../../domain/contracts/contract';
import { callApi } from './api-client';
import { useFormSubmit, type FormSubmitOptions } from './use-form-submit';

const ThingSchema = z.object({ name: z.string() });
type Values = z.input<typeof ThingSchema>;
type Saved = z.output<typeof ThingSchema>;
const saveThing = defineContract({
  method: 'POST',
  path: '/api/things',
  body: ThingSchema,
  response: ThingSchema,
});

/** One field and Save, submitted through the hook to POST /api/things. */
function ThingForm(options: FormSubmitOptions<Saved, Values>) {
  const save = useMutation({
    mutationFn: (values: Values) => callApi(saveThing, { body: values }),
  });
  const form = useForm<Values>({ defaultValues: { name: 'Maple' } });
  const submit = useFormSubmit(save, options);
  const error = form.formState.errors.name?.message;
  return (
    <form onSubmit={form.handleSubmit((values) => submit(values, form.setError))}>
      <label htmlFor="name">Name</label>
      <input id="name" aria-describedby="name-error" {...form.register('name')} />
      {error ? <p id="name-error">{error}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

const FAILURE = { title: 'Not saved', fallback: 'Could not save.' } as const;
const FIELD_REFUSAL: StubReply = {
  status: 409,
  body: { message: 'That name is taken.', errors: { name: ['That name is taken.'] } },
};
const REFUSAL: StubReply = { status: 409, body: { message: 'The list is closed.' } };

async function submitWith(reply: StubReply, options: FormSubmitOptions<Saved, Values>) {
  const calls = stubApi({ 'POST /api/things': reply });
  const { user } = renderPage(<ThingForm {...options} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls).toHaveLength(1));
  return calls;
}

describe('useFormSubmit', () => {
  test('a save shows its toast, then what follows gets the answer and what was sent', async () => {
    const onSuccess = vi.fn();
    const calls = await submitWith(
      { body: { name: 'Maple' } },
      { success: (saved) => ({ title: 'Saved', description: saved.name }), onSuccess },
    );
    expect(await toastRegion().findByText('Saved')).toBeInTheDocument();
    expect(toastRegion().getByText('Maple')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith({ name: 'Maple' }, { name: 'Maple' });
    expect(calls[0]?.body).toEqual({ name: 'Maple' });
  });

  test("the server's field message goes under its field; 'unnamed' then shows no toast", async () => {
    await submitWith(FIELD_REFUSAL, { failure: { ...FAILURE, when: 'unnamed' } });
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('That name is taken.'),
    );
    expect(toastRegion().queryByText('Not saved')).not.toBeInTheDocument();
  });

  test("'unnamed' toasts a refusal no field shows", async () => {
    await submitWith(REFUSAL, { failure: { ...FAILURE, when: 'unnamed' } });
    expect(await toastRegion().findByText('Not saved')).toBeInTheDocument();
    expect(toastRegion().getByText('The list is closed.')).toBeInTheDocument();
  });

  test("'always' toasts beside the field's message", async () => {
    await submitWith(FIELD_REFUSAL, { failure: { ...FAILURE, when: 'always' } });
    expect(await toastRegion().findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('That name is taken.');
  });

  test('without a failure toast the form alone shows the reason', async () => {
    await submitWith(FIELD_REFUSAL, {});
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('That name is taken.'),
    );
    expect(toastRegion().queryByText('Not saved')).not.toBeInTheDocument();
  });
});
