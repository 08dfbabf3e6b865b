import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { STAFF_ROLES, type StaffRole } from '@platform/contracts/staff';
import { type StaffCreateBody, staffCreateBodySchema, staffCreatedValueSchema } from '@platform/contracts/staff-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiCall, errorMessageKey } from '../../shared/api/http';
import { Dialog } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';

/** The allow-list as typed: one network per line or separated by commas; empty admits any address. */
const formSchema = z
  .object({ account: z.string(), displayName: z.string(), role: z.enum(STAFF_ROLES), ipAllowList: z.string() })
  .transform((v) => ({ ...v, ipAllowList: v.ipAllowList.split(/[\s,]+/).filter(Boolean) }))
  // The contract's input lets the list be absent (a default); this form always sends it.
  .pipe(staffCreateBodySchema as z.ZodType<StaffCreateBody, StaffCreateBody>);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Opens a staff account. The server answers with a password shown here once (it keeps only its
 * hash): the new staff member signs in with it and enrols an authenticator.
 */
export function CreateStaffDialog({
  roles,
  onCreated,
  onClose,
}: {
  /** The roles the caller may give (an administrator cannot open an owner). */
  roles: readonly StaffRole[];
  onCreated: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<{ account: string; password: string } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      account: '',
      displayName: '',
      role: roles.includes('finance') ? 'finance' : roles[0],
      ipAllowList: '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await apiCall(staffCreatedValueSchema, ADMIN_API.staffMembers, { method: 'POST', body });
      setCreated({ account: answer.staff.account, password: answer.oneTimePassword });
      onCreated();
    } catch (error) {
      setFailure(error);
    }
  });

  if (created)
    return (
      <Dialog title={t('staff_created_title')} onClose={onClose}>
        <p>{t('staff_created_intro', { account: created.account })}</p>
        <p>
          {t('staff_created_password')}{' '}
          <output dir="ltr" data-testid="one-time-password">
            <code>{created.password}</code>
          </output>
        </p>
        <p className={ui.notice}>{t('staff_created_once')}</p>
        <div className={ui.dialogActions}>
          <button type="button" className={ui.primary} onClick={onClose}>
            {t('staff_done')}
          </button>
        </div>
      </Dialog>
    );

  return (
    <Dialog title={t('staff_create_title')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Field
          label={t('staff_account')}
          hint={t('staff_account_hint')}
          error={errors.account ? t('staff_error_account') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              dir="ltr"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('account')}
            />
          )}
        </Field>
        <Field label={t('staff_display_name')} error={errors.displayName ? t('staff_error_display_name') : undefined}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              dir="auto"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('displayName')}
            />
          )}
        </Field>
        <Field label={t('staff_role')}>
          {({ id }) => (
            <select id={id} {...form.register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`role_${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t('staff_ip_allow_list')}
          hint={t('staff_ip_allow_list_hint')}
          error={errors.ipAllowList ? t('staff_error_ip_allow_list') : undefined}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              dir="ltr"
              rows={2}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('ipAllowList')}
            />
          )}
        </Field>
        {failure ? (
          <p className={ui.alert} role="alert">
            {t(errorMessageKey(failure))}
          </p>
        ) : null}
        <div className={ui.dialogActions}>
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={ui.primary} disabled={form.formState.isSubmitting}>
            {t('staff_create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
