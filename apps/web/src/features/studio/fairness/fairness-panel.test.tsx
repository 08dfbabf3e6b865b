import { createHash } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../test/render-app';
import { LAUNCH_ID, makeSession, NEXT_HASH, openStudio, studioServer, TOKEN } from '../studio-test-server';

const SERVER_SEED = createHash('sha256').update('fair').digest('hex');
const COMMITTED = createHash('sha256').update(SERVER_SEED).digest('hex');

function rotation(clientSeed: string) {
  return {
    revealed: { serverSeed: SERVER_SEED, serverSeedHash: COMMITTED, clientSeed: 'my-seed', nonceCount: 7 },
    next: { serverSeedHash: NEXT_HASH, clientSeed, nonce: 0 },
  };
}

async function openPanel(answers: NonNullable<Parameters<typeof studioServer>[0]>['answers'] = {}, trial = false) {
  const session = makeSession({ trial, fairness: { serverSeedHash: COMMITTED, clientSeed: 'my-seed', nonce: 7 } });
  const server = studioServer({ session, answers });
  await openStudio('slot', server, { heading: 'Fortune Dragon' });
  await userEvent.click(screen.getByRole('button', { name: 'Provably fair' }));
  return { server, dialog: screen.getByRole('dialog', { name: 'Provably fair' }) };
}

describe('fairness panel', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the committed hash, the client seed and the next nonce, with how to verify', async () => {
    const { dialog } = await openPanel();
    expect(within(dialog).getByTestId('server-seed-hash').textContent).toBe(COMMITTED);
    expect(within(dialog).getByRole('textbox', { name: 'Client seed' })).toHaveProperty('value', 'my-seed');
    expect(within(dialog).getByText('Next nonce').nextElementSibling?.textContent).toBe('7');
    expect(within(dialog).getByRole('heading', { name: 'How to verify a round' })).toBeInTheDocument();
    expect(within(dialog).getByText('node docs/verify-rounds.mjs rounds.jsonl')).toBeInTheDocument();
  });

  it('refuses a client seed the server would refuse, and sends a valid one, which reveals the old pair', async () => {
    const { server, dialog } = await openPanel({
      [API.studioClientSeed]: (body) => ok(rotation(String(body.clientSeed))),
    });
    const input = within(dialog).getByRole('textbox', { name: 'Client seed' });
    const save = within(dialog).getByRole('button', { name: 'Use this seed' });

    await userEvent.clear(input);
    await userEvent.click(save);
    expect(within(dialog).getByText('Enter a client seed.')).toBeInTheDocument();
    for (const bad of ['has space', 'x'.repeat(65), ' lead']) {
      await userEvent.clear(input);
      await userEvent.type(input, bad);
      await userEvent.click(save);
      expect(input.getAttribute('aria-invalid'), bad).toBe('true');
    }
    expect(server.callsTo(API.studioClientSeed)).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, 'lucky-42');
    await userEvent.click(save);
    expect(await within(dialog).findByText(/New client seed in use/)).toBeInTheDocument();
    expect(server.callsTo(API.studioClientSeed)[0]?.body).toEqual({ launchId: LAUNCH_ID, clientSeed: 'lucky-42' });
    expect(within(dialog).getByTestId('revealed-server-seed').textContent).toBe(SERVER_SEED);
    expect(within(dialog).getByTestId('server-seed-hash').textContent).toBe(NEXT_HASH);
    expect(within(dialog).getByText('Next nonce').nextElementSibling?.textContent).toBe('0');
  });

  it('rotates: reveals the server seed and checks in the browser that it hashes to the committed hash', async () => {
    const { server, dialog } = await openPanel({ [API.studioRotateSeed]: () => ok(rotation('my-seed')) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal and rotate the server seed' }));
    expect(await within(dialog).findByTestId('revealed-server-seed')).toBeInTheDocument();
    expect(within(dialog).getByTestId('revealed-server-seed').textContent).toBe(SERVER_SEED);
    expect(within(dialog).getByText('Bets with this pair').nextElementSibling?.textContent).toBe('7');
    expect(
      await within(dialog).findByText('The SHA-256 of this server seed is the hash shown before your bets.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('server-seed-hash').textContent).toBe(NEXT_HASH);
    expect(server.callsTo(API.studioRotateSeed)[0]?.body).toEqual({ launchId: LAUNCH_ID });
  });

  it('flags a revealed seed that does not match what was committed', async () => {
    const forged = {
      ...rotation('my-seed'),
      revealed: { ...rotation('my-seed').revealed, serverSeed: 'f'.repeat(64) },
    };
    const { dialog } = await openPanel({ [API.studioRotateSeed]: () => ok(forged) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal and rotate the server seed' }));
    expect(
      await within(dialog).findByText('The SHA-256 of this server seed differs from the hash shown before.'),
    ).toBeInTheDocument();
  });

  it('shows why a rotation was refused', async () => {
    const { dialog } = await openPanel({ [API.studioRotateSeed]: () => fail(503, 'GAME_MAINTENANCE') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reveal and rotate the server seed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This game is under maintenance. Please try again later.',
    );
  });

  /** The export answers JSON lines, not the envelope the fake API server writes. */
  function exportAnswers(lines: string) {
    const api = globalThis.fetch;
    const calls: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).startsWith(API.studioRoundsExport)) return api(input, init);
        calls.push(new Headers(init?.headers).get('Authorization'));
        return new Response(lines, { headers: { 'Content-Type': 'application/x-ndjson' } });
      }),
    );
    return calls;
  }

  it('downloads the revealed rounds as JSON lines for the verifier', async () => {
    const lines = ['{"game":"dice","nonce":0}', '{"game":"dice","nonce":1}'].join('\n');
    const { dialog } = await openPanel();
    const calls = exportAnswers(lines);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:rounds');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download revealed rounds' }));
    expect(await within(dialog).findByText('2 rounds downloaded.')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe(lines);
    expect(calls).toEqual([`Bearer ${TOKEN}`]);
  });

  it('says when there is nothing revealed to download yet', async () => {
    const { dialog } = await openPanel({}, true);
    exportAnswers('');
    expect(within(dialog).getByText(/Free-trial rounds are not recorded/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download revealed rounds' }));
    expect(await within(dialog).findByText(/No revealed rounds yet/)).toBeInTheDocument();
  });

  it('shows why the export was refused', async () => {
    const { dialog } = await openPanel({ [API.studioRoundsExport]: () => fail(401, 'LOGIN_REQUIRED') });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download revealed rounds' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You are logged out: log in again in the lobby and relaunch the game.',
    );
  });
});

describe('fairness panel in Arabic', () => {
  it('labels the seeds in Arabic', async () => {
    localStorage.setItem('lang', 'EN');
    const server = studioServer({ session: makeSession({ language: 'ar' }) });
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    await userEvent.click(screen.getByRole('button', { name: 'عدالة قابلة للإثبات' }));
    const dialog = screen.getByRole('dialog', { name: 'عدالة قابلة للإثبات' });
    expect(within(dialog).getByRole('textbox', { name: 'بذرة العميل' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'اكشف بذرة الخادم وبدّلها' })).toBeInTheDocument(),
    );
  });
});
