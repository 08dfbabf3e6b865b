import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { type FakeHandler, fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const SECRET = 'JBSWY3DPEHPK3PXP';

/** A fake security API whose authenticator turns on only after PUT with the right code. */
function securityServer(options: { totpEnabled?: boolean } = {}) {
  const state = { totpEnabled: options.totpEnabled ?? false, enrolments: 0, confirmedWith: '' };
  const handlers: Record<string, FakeHandler> = {
    '/wps/member/security': () =>
      ok({ mobileBound: true, maskedMobile: '+971 ****4567', totpEnabled: state.totpEnabled }),
    '/wps/member/security/totp': (_url, init) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { code?: string }) : {};
      if (init?.method === 'POST') {
        state.enrolments += 1;
        return ok({ secret: SECRET, otpauthUri: `otpauth://totp/Demo:alice?secret=${SECRET}`, qrCode: QR });
      }
      if (body.code !== '123456') return fail(400, 'SECOND_FACTOR_INVALID');
      state.confirmedWith = body.code;
      state.totpEnabled = init?.method === 'PUT';
      return ok(null);
    },
  };
  return { state, handlers };
}

async function openSecurityCentre(handlers: Record<string, FakeHandler>) {
  const started = await startApp('/member', { handlers: { ...loggedInAs(makeMember()), ...handlers } });
  const section = await screen.findByRole('region', { name: 'Security' });
  await within(section).findByText('Authenticator app');
  return { ...started, section: within(section) };
}

describe('member centre and security centre', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it("shows the member's account information from member info", async () => {
    await openSecurityCentre(securityServer().handlers);
    const info = within(screen.getByRole('region', { name: 'Account information' }));
    expect(info.getByText('alice')).toBeInTheDocument();
    expect(info.getByText('100234')).toBeInTheDocument();
    expect(info.getByText('Ali')).toBeInTheDocument();
    expect(info.getByText('alice@example.com')).toBeInTheDocument();
    expect(info.getByText('Yes')).toBeInTheDocument();
    expect(info.getByText('VIP 3')).toBeInTheDocument();
  });

  it('shows the bound mobile and the authenticator state', async () => {
    const { section } = await openSecurityCentre(securityServer().handlers);
    expect(section.getByText('+971 ****4567')).toBeInTheDocument();
    expect(section.getByText('Off')).toBeInTheDocument();
  });

  it('shows the QR code and the secret after starting enrolment, and turns on with a valid code', async () => {
    const server = securityServer();
    const { section } = await openSecurityCentre(server.handlers);
    await userEvent.click(section.getByRole('button', { name: 'Set up authenticator' }));

    const qr = (await section.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(QR);
    expect(section.getByText(SECRET)).toBeInTheDocument();
    expect(server.state.enrolments).toBe(1);

    const code = section.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(code, '12a');
    await userEvent.click(section.getByRole('button', { name: 'Turn on' }));
    expect(section.getByText('Please enter the 6 digits shown in your authenticator app')).toBeInTheDocument();
    expect(server.state.confirmedWith).toBe('');

    await userEvent.type(code, '3456');
    await userEvent.click(section.getByRole('button', { name: 'Turn on' }));
    expect(await section.findByText(/The authenticator is on/)).toBeInTheDocument();
    expect(server.state.confirmedWith).toBe('123456');
    expect(await section.findByText('On')).toBeInTheDocument();
    expect(section.queryByRole('img')).toBeNull();
  });

  it("shows the server's refusal of a wrong code and keeps the authenticator off", async () => {
    const server = securityServer();
    const { section } = await openSecurityCentre(server.handlers);
    await userEvent.click(section.getByRole('button', { name: 'Set up authenticator' }));
    await userEvent.type(await section.findByRole('textbox', { name: '6-digit code' }), '999999');
    await userEvent.click(section.getByRole('button', { name: 'Turn on' }));
    expect(await section.findByRole('alert')).toBeInTheDocument();
    expect(server.state.totpEnabled).toBe(false);
    expect(section.getByText('Off')).toBeInTheDocument();
  });

  it('turns the authenticator off with a current code', async () => {
    const server = securityServer({ totpEnabled: true });
    const { section } = await openSecurityCentre(server.handlers);
    await userEvent.click(section.getByRole('button', { name: 'Turn off' }));
    await userEvent.type(section.getByRole('textbox', { name: '6-digit code' }), '123456');
    const buttons = section.getAllByRole('button', { name: 'Turn off' });
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await section.findByText('The authenticator is off.')).toBeInTheDocument();
    await waitFor(() => expect(section.getByText('Off')).toBeInTheDocument());
  });

  it('says "Link abnormal" when the security state cannot load, and retries', async () => {
    let reachable = false;
    const server = securityServer();
    await startApp('/member', {
      handlers: {
        ...loggedInAs(makeMember()),
        ...server.handlers,
        '/wps/member/security': (url, init) =>
          reachable
            ? (server.handlers['/wps/member/security'] as FakeHandler)(url, init)
            : { status: 502, body: 'Bad gateway' },
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Security' }));
    // The first failure is retried once after a second (lost connections are worth one more try).
    expect((await section.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Link abnormal, please try again',
    );
    reachable = true;
    await userEvent.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('Authenticator app')).toBeInTheDocument();
  });

  it('opens the change-password popup', async () => {
    const { section } = await openSecurityCentre(securityServer().handlers);
    await userEvent.click(section.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });
});
