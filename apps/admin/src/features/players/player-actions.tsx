import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  PLAYER_LOCK_REASON_MAX,
  PLAYER_MESSAGE_BODY_MAX,
  PLAYER_MESSAGE_TITLE_MAX,
  type PlayerProfile,
  playerLockBodySchema,
  playerMessageBodySchema,
  playerPasswordResetValueSchema,
  playerProfileSchema,
  playerReasonBodySchema,
  playerUplineBodySchema,
} from '@platform/contracts/players-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall, pathWithId } from '../../shared/api/http';
import { useStaff } from '../../shared/session/use-staff';
import { Dialog } from '../../shared/ui/dialog';
import { isolate } from '../../shared/ui/isolate';
import ui from '../../shared/ui/ui.module.css';
import { ActionDialog, type ActionField } from './action-dialog';
import styles from './players.module.css';

type Action = {
  id: string;
  labelKey: string;
  summaryKey: string;
  doneKey: string;
  path: string;
  fields: ActionField[];
  schema: z.ZodType<Record<string, unknown>>;
  danger: boolean;
  refusalKey?: (field: string, rule: string) => string | undefined;
};

const reason: ActionField = { name: 'reason', labelKey: 'players_reason', kind: 'text', max: PLAYER_LOCK_REASON_MAX };

/** The upline's refusals in words: no such account in this brand, not an agent, or a loop. */
const UPLINE_REFUSALS: Record<string, string> = {
  not_found: 'players_upline_not_found',
  not_an_agent: 'players_upline_not_agent',
  cycle: 'players_upline_cycle',
};

/**
 * What a staff member may do to the player, by permission: lock or unlock, end every session,
 * reset the password (the temporary one is shown once) or the authenticator, write a message
 * (players.manage), and move the player under another agent (agents.manage). Each asks for
 * confirmation; the page shows the player afresh after each.
 */
export function PlayerActions({ profile }: { profile: PlayerProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staff = useStaff();
  const [open, setOpen] = useState<Action | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const may = (permission: 'players.manage' | 'agents.manage') => staff.data?.permissions.includes(permission) ?? false;

  const actions: Action[] = [];
  if (may('players.manage')) {
    actions.push(
      profile.locked
        ? {
            id: 'unlock',
            labelKey: 'players_unlock',
            summaryKey: 'players_unlock_summary',
            doneKey: 'players_unlocked',
            path: ADMIN_API.playerUnlock,
            fields: [reason],
            schema: playerReasonBodySchema,
            danger: false,
          }
        : {
            id: 'lock',
            labelKey: 'players_lock',
            summaryKey: 'players_lock_summary',
            doneKey: 'players_locked_done',
            path: ADMIN_API.playerLock,
            fields: [
              reason,
              { name: 'days', labelKey: 'players_lock_days', kind: 'days', hintKey: 'players_lock_days_hint' },
            ],
            schema: playerLockBodySchema,
            danger: true,
          },
      {
        id: 'end-sessions',
        labelKey: 'players_end_sessions',
        summaryKey: 'players_end_sessions_summary',
        doneKey: 'players_sessions_ended',
        path: ADMIN_API.playerEndSessions,
        fields: [reason],
        schema: playerReasonBodySchema,
        danger: true,
      },
      {
        id: 'reset-password',
        labelKey: 'players_reset_password',
        summaryKey: 'players_reset_password_summary',
        doneKey: 'players_password_reset',
        path: ADMIN_API.playerResetPassword,
        fields: [reason],
        schema: playerReasonBodySchema,
        danger: true,
      },
      {
        id: 'reset-second-factor',
        labelKey: 'players_reset_second_factor',
        summaryKey: 'players_reset_second_factor_summary',
        doneKey: 'players_second_factor_reset',
        path: ADMIN_API.playerResetSecondFactor,
        fields: [reason],
        schema: playerReasonBodySchema,
        danger: true,
      },
      {
        id: 'message',
        labelKey: 'players_write_message',
        summaryKey: 'players_write_message_summary',
        doneKey: 'players_message_sent',
        path: ADMIN_API.playerMessage,
        fields: [
          { name: 'title', labelKey: 'players_message_title', kind: 'text', max: PLAYER_MESSAGE_TITLE_MAX },
          { name: 'body', labelKey: 'players_message_body', kind: 'textarea', max: PLAYER_MESSAGE_BODY_MAX },
        ],
        schema: playerMessageBodySchema,
        danger: false,
      },
    );
  }
  if (may('agents.manage')) {
    actions.push({
      id: 'upline',
      labelKey: 'players_change_upline',
      summaryKey: 'players_change_upline_summary',
      doneKey: 'players_upline_changed',
      path: ADMIN_API.playerUpline,
      fields: [
        {
          name: 'agentAccount',
          labelKey: 'players_agent_account',
          kind: 'text',
          max: 64,
          hintKey: 'players_agent_account_hint',
        },
        reason,
      ],
      schema: playerUplineBodySchema,
      danger: false,
      refusalKey: (field, rule) => (field === 'agentAccount' ? UPLINE_REFUSALS[rule] : undefined),
    });
  }
  if (actions.length === 0) return null;

  const run = async (action: Action, body: Record<string, unknown>) => {
    const path = pathWithId(action.path, profile.id);
    if (action.id === 'reset-password') {
      const answer = await apiCall(playerPasswordResetValueSchema, path, { method: 'POST', body });
      setTemporaryPassword(answer.temporaryPassword);
    } else {
      await apiCall(playerProfileSchema, path, { method: 'POST', body });
    }
    await queryClient.invalidateQueries({ queryKey: ['players', profile.id] });
    setNotice(t(action.doneKey, { account: isolate(profile.account) }));
  };

  return (
    <>
      <section className={styles.actions} aria-label={t('players_actions')}>
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            className={action.danger ? ui.danger : undefined}
            onClick={() => {
              setNotice(null);
              setOpen(action);
            }}
          >
            {t(action.labelKey)}
          </button>
        ))}
      </section>
      {notice ? (
        <p className={ui.notice} role="status">
          {notice}
        </p>
      ) : null}
      {open ? (
        <ActionDialog
          title={t(open.labelKey)}
          summary={t(open.summaryKey, { account: isolate(profile.account) })}
          fields={open.fields}
          schema={open.schema}
          confirmLabel={t(open.labelKey)}
          danger={open.danger}
          {...(open.refusalKey && { refusalKey: open.refusalKey })}
          onSubmit={(body) => run(open, body)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {temporaryPassword ? (
        <Dialog title={t('players_temporary_password')} onClose={() => setTemporaryPassword(null)}>
          <p>{t('players_temporary_password_once', { account: isolate(profile.account) })}</p>
          <p className={styles.secret} dir="ltr" data-testid="temporary-password">
            {temporaryPassword}
          </p>
          <div className={ui.dialogActions}>
            <button type="button" className={ui.primary} onClick={() => setTemporaryPassword(null)}>
              {t('players_done')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
