import { randomBytes } from 'node:crypto';
import type { VendorWalletMode } from '@platform/contracts/vendor-wallet';

/**
 * A game page's session at the simulator: what our authenticate call returned for a launch, and
 * (for a trial) the play money. The page holds only `id`, a random credential, and sends it with
 * each bet; everything else stays on this side.
 */
export type GameSession = {
  id: string;
  vendor: string;
  mode: VendorWalletMode;
  trial: boolean;
  /** The platform's wallet session and player (from authenticate). */
  sessionId: string;
  playerId: string;
  gameCode: string;
  currency: string;
  language: 'ar' | 'en';
  /** Trial only: the play money, in minor units; never reaches the platform. */
  playMoney: bigint;
  createdAt: string;
};

/** Oldest sessions are forgotten beyond this, so a long-running simulator does not grow forever. */
const MAX_SESSIONS = 10_000;

/** In memory: a restart of the simulator ends every open game page (the player launches again). */
export class GameSessions {
  private readonly byId = new Map<string, GameSession>();

  create(fields: Omit<GameSession, 'id' | 'createdAt'>): GameSession {
    const session: GameSession = {
      ...fields,
      id: randomBytes(18).toString('base64url'),
      createdAt: new Date().toISOString(),
    };
    this.byId.set(session.id, session);
    if (this.byId.size > MAX_SESSIONS) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.byId.delete(oldest);
    }
    return session;
  }

  get(id: unknown): GameSession | undefined {
    return typeof id === 'string' ? this.byId.get(id) : undefined;
  }

  all(): GameSession[] {
    return [...this.byId.values()];
  }
}
