import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/render-app';
import { SessionProvider, useSession } from './session-context';
import { makeMember, TRIAL } from './session-test-fixtures';

/** Shows the session state and offers the calls the login popups make. */
function Probe() {
  const session = useSession();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      <p data-testid="account">{session.member?.account ?? '-'}</p>
      <button type="button" onClick={() => void session.signIn('real-token')}>
        sign in
      </button>
    </>
  );
}

function renderProbe() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <SessionProvider>
          <Probe />
        </SessionProvider>
      ),
    },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('SessionProvider', () => {
  it('replaces a trial session by the real account signed in over it', async () => {
    const trial = makeMember(TRIAL);
    const real = makeMember({ account: 'newbie', id: '200001' });
    mockApi({
      '/wps/member/info': (_url, init) => {
        const auth = new Headers(init?.headers).get('Authorization');
        if (auth === 'Bearer trial-token') return ok(trial);
        if (auth === 'Bearer real-token') return ok(real);
        return fail(401, 'LOGIN_REQUIRED');
      },
    });
    sessionStorage.setItem('token', 'trial-token');
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('trial'));

    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('member'));
    expect(screen.getByTestId('account').textContent).toBe('newbie');
    expect(sessionStorage.getItem('token')).toBe('real-token');
    expect(sessionStorage.getItem('account')).toBe('newbie');
    expect(sessionStorage.getItem('customerId')).toBe('200001');
  });

  it('is loading while the member info of a stored token is on its way, then names the role', async () => {
    let answer: (value: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    mockApi({ '/wps/member/info': async () => ({ body: await (await pending).json() }) });
    sessionStorage.setItem('token', 'token-abc');
    renderProbe();
    expect(screen.getByTestId('status').textContent).toBe('loading');
    answer(
      new Response(
        JSON.stringify({ success: true, code: 'OK', message: '', value: makeMember({ type: 1, role: 'agent' }) }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('agent'));
  });
});
