import type { MemberInfo } from '@platform/contracts/account';
import { type FakeHandler, fail, ok } from '../../test/render-app';

/** Member info as GET /wps/member/info answers it; tests override what they are about. */
export function makeMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: '100234',
    account: 'alice',
    nickname: 'Ali',
    type: 0,
    role: 'member',
    balance: '1250.50',
    currencySymbol: '$',
    hasVip: true,
    vipLabelName: 'VIP 3',
    vipRankLevel: 3,
    availablePromoCount: 0,
    unreadMessage: 2,
    mobileBound: true,
    email: 'alice@example.com',
    firstTimeLogin: false,
    ...overrides,
  };
}

export const TRIAL = { type: 4, role: 'trial', account: 'trial_8f3k2', hasVip: false, vipLabelName: null } as const;
export const AGENT = { type: 1, role: 'agent', account: 'agent_bob' } as const;

/** A server that knows one session: the given token answers member info, any other token is refused. */
export function sessionHandlers(token: string, member: MemberInfo): Record<string, FakeHandler> {
  const authorised = (init: RequestInit | undefined) =>
    new Headers(init?.headers).get('Authorization') === `Bearer ${token}`;
  return {
    '/wps/member/info': (_url, init) => (authorised(init) ? ok(member) : fail(401, 'LOGIN_REQUIRED')),
    '/wps/member/info/icon': (_url, init) => (authorised(init) ? ok({ icon: null }) : fail(401, 'LOGIN_REQUIRED')),
    '/wps/session/logout': () => ok(null),
  };
}

/** Starts the app as a logged-in user: the token is in session storage as after a login. */
export function loggedInAs(member: MemberInfo, token = 'token-abc') {
  sessionStorage.setItem('token', token);
  return sessionHandlers(token, member);
}
