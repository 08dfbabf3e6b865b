import type { GameTile, VendorCard } from '@platform/contracts/lobby';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { App } from '../app/app';
import { RootLayout } from '../app/root-layout';
import { useNoticePopup } from '../features/announcements/use-notice-popup';
import { useOpenVendor, useStartGame } from '../features/play/use-start-game';
import { makePermission } from './fixtures';
import { type FakeHandler, mockApi, ok } from './render-app';

/** A page that starts the given tiles and vendors and opens notices, like the lobby's own tiles do. */
function Starter({ tiles, cards, noticeIds }: { tiles: GameTile[]; cards: VendorCard[]; noticeIds: number[] }) {
  const startGame = useStartGame();
  const openVendor = useOpenVendor();
  const openNotice = useNoticePopup();
  return (
    <div>
      {tiles.map((tile) => (
        <button key={`tile-${tile.nodeId}`} type="button" onClick={() => startGame(tile)}>
          {`start ${tile.displayName}`}
        </button>
      ))}
      {cards.map((card) => (
        <button key={`card-${card.vassalage}`} type="button" onClick={() => openVendor(card)}>
          {`vendor ${card.displayName}`}
        </button>
      ))}
      {noticeIds.map((id) => (
        <button key={`notice-${id}`} type="button" onClick={() => openNotice(id)}>
          {`notice ${id}`}
        </button>
      ))}
    </div>
  );
}

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

type Options = {
  tiles?: GameTile[];
  cards?: VendorCard[];
  noticeIds?: number[];
  handlers?: Record<string, FakeHandler>;
  path?: string;
};

/**
 * The real app shell (RootLayout, where PlayHost and AnnouncementHost are mounted) around a test
 * page, against a fake server that knows the startup calls plus `handlers`.
 */
export async function renderPlay({ tiles = [], cards = [], noticeIds = [], handlers = {}, path = '/' }: Options = {}) {
  const permission = await makePermission();
  const fetchMock = mockApi({
    '/wps/system/status': () => ok({ status: 0, ip: '203.0.113.7' }),
    '/wps/system/permission': () => ok(permission),
    ...handlers,
  });
  const routes = [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <Starter tiles={tiles} cards={cards} noticeIds={noticeIds} /> },
        { path: '*', element: <Elsewhere /> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const rendered = render(<App router={router} queryClient={queryClient} />);
  await screen.findByRole('main');
  return { ...rendered, router, queryClient, fetchMock };
}

/** The calls made to `path`, as URLs. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}
