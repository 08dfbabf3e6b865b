import { randomBytes } from 'node:crypto';
import { API, apiPath } from '@platform/contracts/api-paths';
import type { gameLaunchQuerySchema, recentGamesQuerySchema } from '@platform/contracts/lobby';
import { STUDIO_PAGE_PATH, STUDIO_VENDOR, studioEngineOf } from '@platform/contracts/studio';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { toGameTile } from '../catalogue/catalogue-tile';
import { maintenanceNotice } from '../catalogue/maintenance-notice-reads';
import { vendorLaunchUrl } from '../vendor-wallet/vendor-launch';
import type { MemberKey } from './favorite-repository';
import { insertLaunch, recordRecentGame } from './game-launch-repository';
import { findGameTile, pageCount } from './game-tile-lookup';
import { recentPage } from './recent-game-repository';

/** How long a launch URL opens its game: long enough to load a slow frame, short if it leaks. */
export const LAUNCH_LIFETIME_SECONDS = 60 * 60;

/**
 * A studio launch lives as long as a member's session may: every studio call needs the member's
 * session as well as the launch id, so the id alone opens nothing if it leaks.
 */
export const STUDIO_LAUNCH_LIFETIME_SECONDS = 12 * 60 * 60;

/** A launch id: 128 random bits, base64url (22 characters). */
export const LAUNCH_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Spec 4.8: the launch itself. The web decides the destination first (lottery pages, vendor game
 * lists); lottery vendors launch here too, for the lottery pages. A game whose vendor is under
 * maintenance does not start (the refusal carries the operator's message and planned end); a free trial only where the game offers one (supportPlay 0), and a
 * trial account (type 4) only a free trial: real play needs a real account (spec 4.8 and 6). A
 * vendor registered with a game page of its own opens there; any other game opens our
 * play page.
 */
export async function launchGame(
  db: Db,
  /**
   * sessionId: the member's web session (null for launches made by tools, not a visit);
   * trialAccount: a free-play account, which never plays for real money.
   */
  who: MemberKey & { sessionId: string | null; trialAccount?: boolean },
  query: z.infer<typeof gameLaunchQuerySchema>,
  /** The host name the browser reached the site by: a vendor on this machine is reached by it too. */
  siteHostName: string,
) {
  const tile = await findGameTile(db, who.merchantId, query.nodeId, query.language);
  if (!tile) throw new ApiError('GAME_NOT_FOUND');
  if (tile.maintenance) {
    const notice = await maintenanceNotice(db, who.merchantId, { vassalage: tile.vassalage, nodeId: tile.nodeId });
    throw new ApiError('GAME_MAINTENANCE', notice);
  }
  const trial = query.trial === 1;
  if (trial && tile.supportPlay !== 0) throw new ApiError('TRIAL_NOT_OFFERED');
  if (!trial && who.trialAccount) throw new ApiError('TRIAL_NOT_ALLOWED');
  // The in-house studio's games are our own pages; a studio game without an engine cannot be played.
  if (tile.vassalage === STUDIO_VENDOR) {
    const engine = studioEngineOf(tile.gameCode);
    if (!engine) throw new ApiError('GAME_MAINTENANCE');
    const id = await recordLaunch(db, who, tile.nodeId, trial, query.language, STUDIO_LAUNCH_LIFETIME_SECONDS);
    return { url: `${STUDIO_PAGE_PATH}/${engine}?launch=${id}`, nodeId: tile.nodeId, trial };
  }
  // A vendor with its own game page gets the member there with a one-time launch token.
  const vendorUrl = await vendorLaunchUrl(
    db,
    {
      merchantId: who.merchantId,
      vendor: tile.vassalage,
      memberId: who.memberId,
      nodeId: tile.nodeId,
      gameCode: tile.gameCode,
      language: query.language,
      trial,
      memberSessionId: who.sessionId,
    },
    siteHostName,
  );
  if (vendorUrl) {
    await recordRecentGame(db, who, tile.nodeId);
    return { url: vendorUrl, nodeId: tile.nodeId, trial };
  }
  const id = await recordLaunch(db, who, tile.nodeId, trial, query.language, LAUNCH_LIFETIME_SECONDS);
  return { url: apiPath(API.gamePlay, { launchId: id }), nodeId: tile.nodeId, trial };
}

/** A new launch row (its id the launch's credential) and the member's recent game. */
async function recordLaunch(
  db: Db,
  who: MemberKey,
  nodeId: number,
  trial: boolean,
  language: 'ar' | 'en',
  lifetimeSeconds: number,
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await insertLaunch(db, who, { id, nodeId, trial, language, lifetimeSeconds });
  return id;
}

export async function recentGames(db: Db, who: MemberKey, query: z.infer<typeof recentGamesQuerySchema>) {
  const page = { pageNo: query.page, pageSize: query.pageSize };
  const { rows, total } = await recentPage(db, who, query, page);
  return {
    list: rows.map((row) => toGameTile(row, query.language)),
    pageNo: page.pageNo,
    totalPages: pageCount(total, page.pageSize),
  };
}
