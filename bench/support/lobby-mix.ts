import { API } from '@platform/contracts/api-paths';
import type autocannon from 'autocannon';
import { GAME, signed, type VendorPlayer, vendorPaths } from './vendor-players';

/** A member of the mix: the web session their lobby holds, and the wallet session their game's vendor holds. */
export type MixMember = VendorPlayer & { token: string };

/** What a browser sends: lists over 1 KB come back compressed, as they do to a phone. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/** The game list centre's categories and pages a lobby visit opens, one per visit in turn. */
const LIST_QUERIES = ['ALL', 'RNG', 'LIVE', 'FISH', 'PVP', 'HOT', 'NEW'].flatMap((gameType) =>
  ['1', '2'].map((pageNo) => new URLSearchParams({ language: 'en', gameType, pageNo, pageSize: '30' }).toString()),
);

/** Ids of this process's rounds: unique across runs on one database. */
const RUN_ID = `mix${Date.now().toString(36)}`;

export type Visit = { member: MixMember; visit: number };
export type Step = { name: string; request: (v: Visit, secret: string) => autocannon.Request };

const get = (path: string, headers: Record<string, string> = {}) =>
  ({ method: 'GET', path, headers: { ...BROWSER, ...headers } }) as const;
export const asMember = (v: Visit) => ({ authorization: `Bearer ${v.member.token}` });

export function vendorCall(path: string, body: object, secret: string): autocannon.Request {
  const text = JSON.stringify(body);
  return { method: 'POST', path, headers: signed(secret, path, text), body: text };
}

/**
 * One visit of a logged-in member, in order: the home lobby's public reads (menus, a page of the
 * game list, hot games, the winner board, announcements), the member's own reads (info, balance,
 * unread messages), and one round of a seamless vendor game (debit, then credit; a win in every
 * third round). Every request is built when sent: fresh transaction ids, fresh signatures.
 */
export const VISIT: Step[] = [
  { name: 'game menus', request: () => get(`${API.gameMenus}?language=en`) },
  {
    name: 'game list',
    request: (v) => get(`${API.gameList}?${LIST_QUERIES[v.visit % LIST_QUERIES.length]}`),
  },
  { name: 'hot games', request: () => get(`${API.hotGames}?language=en&isPlatform=2`) },
  { name: 'winner board', request: () => get(`${API.winnerBoard}?language=en`) },
  { name: 'announcements', request: (v) => get(`${API.announcements}?language=en`, asMember(v)) },
  { name: 'member info', request: (v) => get(API.memberInfo, asMember(v)) },
  { name: 'balance', request: (v) => get(API.walletBalance, asMember(v)) },
  { name: 'unread messages', request: (v) => get(API.unreadMessages, asMember(v)) },
  {
    name: 'vendor debit',
    request: (v, secret) =>
      vendorCall(vendorPaths.debit, { ...round(v), transactionId: `${RUN_ID}-d${v.visit}`, amount: '1.00' }, secret),
  },
  {
    name: 'vendor credit',
    request: (v, secret) =>
      vendorCall(
        vendorPaths.credit,
        {
          ...round(v),
          transactionId: `${RUN_ID}-c${v.visit}`,
          amount: v.visit % 3 === 0 ? '2.50' : '0',
          roundEnded: true,
        },
        secret,
      ),
  },
];

function round(v: Visit) {
  const { sessionId, playerId } = v.member;
  return { sessionId, playerId, roundId: `${RUN_ID}-r${v.visit}`, gameCode: GAME.code };
}

/**
 * The visit as autocannon's request sequence: each connection plays visits one after another, each
 * visit for the next member in turn (with many more members than connections, no member is in two
 * visits at once). The context is autocannon's per-connection state, reset at each new visit.
 */
export function visitRequests(members: MixMember[], secret: string): autocannon.Request[] {
  let visits = 0;
  return VISIT.map((step, i) => ({
    setupRequest: (request: autocannon.Request, context: object) => {
      const state = context as { visit?: Visit };
      if (i === 0 || !state.visit) {
        const visit = visits++;
        state.visit = { member: members[visit % members.length] as MixMember, visit };
      }
      return { ...request, ...step.request(state.visit, secret) };
    },
  }));
}

/** Every step once, through `origin`, answered 200: what the measured runs will send does work. */
export async function checkVisit(origin: string, member: MixMember, secret: string): Promise<void> {
  const visit = { member, visit: -1 };
  for (const step of VISIT) {
    const { method, path, headers, body } = step.request(visit, secret);
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: headers as Record<string, string>,
      ...(body === undefined ? {} : { body: body as string }),
    });
    if (res.status !== 200) throw new Error(`${step.name} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}
