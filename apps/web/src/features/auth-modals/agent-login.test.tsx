import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENT, makeMember, sessionHandlers } from '../../shared/session/session-test-fixtures';
import { fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { callsTo, jsonBodyOf, loginValue, sealingKeys } from './auth-test-helpers';

describe('login on an agent page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('hides remember and forgot, marks the login as agent-area, and goes to /agentHome', async () => {
    const keys = await sealingKeys();
    const { fetchMock, router } = await startApp('/agent', {
      permission: { encryption: keys.encryption },
      handlers: {
        ...sessionHandlers('token-agent', makeMember(AGENT)),
        '/wps/session/login': () => ok(loginValue({ token: 'token-agent' })),
      },
    });
    const main = screen.getByRole('main');
    // The agent page loads on first visit: wait for its form before asserting what it lacks.
    await within(main).findByRole('textbox', { name: 'Username' });
    expect(within(main).queryByRole('checkbox', { name: 'Remember me' })).toBeNull();
    expect(within(main).queryByRole('button', { name: 'Forgot password?' })).toBeNull();
    await userEvent.type(within(main).getByRole('textbox', { name: 'Username' }), '  agent_bob ');
    await userEvent.type(within(main).getByLabelText('Password'), ' Secret#1 ');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    const body = await keys.open(jsonBodyOf(callsTo(fetchMock, '/wps/session/login')[0]));
    expect(body).toMatchObject({ type: 'username', username: 'agent_bob', password: 'Secret#1', agentArea: true });
    expect(typeof body.timestamp).toBe('number');
    expect(typeof body.nonce).toBe('string');
    expect(document.cookie).not.toContain('agent_bob');
  });

  it('shows the refusal of a non-agent account', async () => {
    await startApp('/agent', { handlers: { '/wps/session/login': () => fail(403, 'NOT_AN_AGENT') } });
    const main = screen.getByRole('main');
    await userEvent.type(await within(main).findByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(within(main).getByLabelText('Password'), 'Secret#1');
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));
    expect(await within(main).findByText('Non-agent accounts cannot log in to the agent area')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
