import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { changeLanguage, i18n } from '../i18n/i18n';
import { Field } from './field';
import { requiredMessage } from './field-message';
import { FormError } from './form-error';
import { splitRefusal } from './server-refusal';
import { SubmitButton } from './submit-button';
import { showServerErrors, submitHandler, useKitForm } from './use-kit-form';

type Values = { name: string; confirm: string };

/** A form of two fields on the kit; `send` is its call, which the test answers. */
function NameForm({ send }: { send: (values: Values) => Promise<void> }) {
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useKitForm<Values>({
    defaultValues: { name: '', confirm: '' },
    rules: {
      name: requiredMessage,
      confirm: (confirm, { name }) => (confirm === name ? undefined : { key: 'inconsistent_twice' }),
    },
  });
  const submit = submitHandler(form, pending, (values) => {
    setPending(true);
    setRefusal(null);
    send(values)
      .catch((error: unknown) => {
        const split = splitRefusal(error, { name: ['USERNAME_TAKEN'], confirm: [] });
        showServerErrors(form, split.fields);
        setRefusal(split.form);
      })
      .finally(() => setPending(false));
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Name form">
      <Field control={form.control} name="name" label="Name" hint="As on your card" />
      <Field control={form.control} name="confirm" label="Confirm" />
      <FormError error={refusal} />
      <SubmitButton pending={pending}>Save</SubmitButton>
    </form>
  );
}

function renderForm(send: (values: Values) => Promise<void>) {
  render(
    <I18nextProvider i18n={i18n}>
      <NameForm send={send} />
    </I18nextProvider>,
  );
  return within(screen.getByRole('form', { name: 'Name form' }));
}

/** The texts of the elements an input names in aria-describedby. */
function descriptionOf(input: HTMLElement): string[] {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('forms kit', () => {
  beforeEach(async () => {
    await changeLanguage('en');
  });

  it('shows each field error under its input on submit, tied to it, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: Values[] = [];
    const form = renderForm(async (values) => {
      sent.push(values);
    });
    const name = form.getByRole('textbox', { name: 'Name' });
    const confirm = form.getByRole('textbox', { name: 'Confirm' });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(name)).toEqual(['As on your card']);

    await user.type(confirm, 'x');
    await user.click(form.getByRole('button', { name: 'Save' }));
    // Checked in the same turn as the press: no wait for the messages.
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(name)).toEqual(['As on your card', 'This field cannot be empty']);
    expect(descriptionOf(confirm)).toEqual(['The two passwords do not match']);
    expect(form.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'This field cannot be empty',
      'The two passwords do not match',
    ]);
    expect(sent).toEqual([]);

    // An error stays until the next submit, and follows a change of language.
    await user.type(name, 'x');
    expect(descriptionOf(confirm)).toEqual(['The two passwords do not match']);
    await changeLanguage('ar');
    expect(await form.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
    await changeLanguage('en');

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(form.queryAllByRole('alert')).toEqual([]);
    expect(sent).toEqual([{ name: 'x', confirm: 'x' }]);
  });

  it("puts the server's refusal of a field under that field, and any other refusal above the button", async () => {
    const user = userEvent.setup({ delay: null });
    const refusals = [
      new ApiError('VALIDATION_FAILED', 400, { errors: [{ field: 'body.confirm', rule: 'max_length' }] }),
      new ApiError('USERNAME_TAKEN', 409),
      new ApiError('INTERNAL_ERROR', 500),
    ];
    const form = renderForm(() => Promise.reject(refusals.shift()));
    const name = form.getByRole('textbox', { name: 'Name' });
    const confirm = form.getByRole('textbox', { name: 'Confirm' });
    await user.type(name, 'alice');
    await user.type(confirm, 'alice');

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The value entered is not valid')).toBeInTheDocument();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(confirm)).toEqual(['The value entered is not valid']);

    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This username is already registered')).toBeInTheDocument();
    expect(descriptionOf(name)).toEqual(['As on your card', 'This username is already registered']);
    // The next submit checked the fields anew: the earlier refusal of the confirmation is gone.
    expect(confirm.getAttribute('aria-invalid')).toBeNull();

    await user.click(form.getByRole('button', { name: 'Save' }));
    const alerts = await form.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Unknown error']);
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('disables the button while the call runs and sends a double press once', async () => {
    const user = userEvent.setup({ delay: null });
    let answer: () => void = () => {};
    const sent: Values[] = [];
    const form = renderForm(
      (values) =>
        new Promise<void>((resolve) => {
          sent.push(values);
          answer = resolve;
        }),
    );
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'bob');
    await user.type(form.getByRole('textbox', { name: 'Confirm' }), 'bob');
    const button = form.getByRole('button', { name: 'Save' });
    await user.dblClick(button);
    expect(sent).toHaveLength(1);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Please wait…');
    // Enter in a field does not send it again either.
    await user.type(form.getByRole('textbox', { name: 'Name' }), '{Enter}');
    expect(sent).toHaveLength(1);

    answer();
    expect(await form.findByRole('button', { name: 'Save' })).toBe(button);
    expect(button.hasAttribute('disabled')).toBe(false);
  });
});
