import { Users } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

export const playersArea: ConsoleArea = {
  id: 'players',
  labelKey: 'players_nav_section',
  pages: [
    {
      path: '/players',
      permission: 'players.view',
      component: lazy(() => import('./players-search-page').then((m) => ({ default: m.PlayersSearchPage }))),
      nav: { labelKey: 'players_nav_search', icon: Users },
    },
    {
      path: '/players/:id',
      permission: 'players.view',
      component: lazy(() => import('./player-page').then((m) => ({ default: m.PlayerPage }))),
    },
  ],
};
