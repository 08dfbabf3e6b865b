import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makePermission } from '../../test/fixtures';
import { fail, mockApi, ok, renderApp } from '../../test/render-app';

/** Arrows, symbols and emoji: an icon drawn as a character shows as a box without a symbol font. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{2190}-\u{2BFF}]/u;

/** The root screen's picture is an SVG and its text has no symbol characters. */
function expectSvgIcon() {
  const main = screen.getByRole('main');
  expect(main.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  expect(main.textContent).not.toMatch(PICTOGRAPH);
}

describe('startup gate', () => {
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
  });

  it('shows a labelled loader while the startup calls are pending', async () => {
    mockApi({ '/wps/system/status': () => new Promise(() => {}) });
    renderApp();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it("shows the brand's first banner above the loader while the home page loads, and the loader alone elsewhere", async () => {
    mockApi({ '/wps/system/status': () => new Promise(() => {}) });
    const home = renderApp();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // Decorative (alt ''): the loader's label is what assistive technology hears.
    const banner = home.container.querySelector('img');
    expect(banner?.getAttribute('src')).toBe('/lgw/banners/home.svg?language=en');
    expect(banner?.getAttribute('alt')).toBe('');
    home.unmount();

    window.history.pushState({}, '', '/live');
    try {
      const live = renderApp('/live');
      expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
      expect(live.container.querySelector('img')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('renders the application and stores the merchant code once the configuration arrives', async () => {
    const permission = await makePermission();
    mockApi({
      '/wps/system/status': () => ok({ status: 0, ip: '203.0.113.7' }),
      '/wps/system/permission': () => ok(permission),
      '/wps/system/helpCenter': () => ok([]),
    });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(localStorage.getItem('merchantCode')).toBe('DEMO');
  });

  it('picks the maintenance page over the region block', async () => {
    const permission = await makePermission({ status: 1, maintenance: { active: true, message: null, until: null } });
    mockApi({
      '/wps/system/status': () => ok({ status: 1, ip: '203.0.113.7' }),
      '/wps/system/permission': () => ok(permission),
    });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access restricted' })).toBeNull();
    expect(screen.getByRole('button', { name: /Customer service/ })).toBeInTheDocument();
    expectSvgIcon();
  });

  it("shows the visitor's IP on the region-blocked page", async () => {
    const permission = await makePermission({ status: 2, regionRestriction: { active: true } });
    mockApi({
      '/wps/system/status': () => ok({ status: 2, ip: '198.51.100.23' }),
      '/wps/system/permission': () => ok(permission),
    });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    expectSvgIcon();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Customer service/ }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it("shows 'Link abnormal' when startup fails, and Retry refetches", async () => {
    const permission = await makePermission();
    let statusCalls = 0;
    const fetchMock = mockApi({
      '/wps/system/status': () => {
        statusCalls += 1;
        return statusCalls === 1 ? fail(500, 'INTERNAL_ERROR') : ok({ status: 0, ip: '203.0.113.7' });
      },
      '/wps/system/permission': () => ok(permission),
      '/wps/system/helpCenter': () => ok([]),
    });
    renderApp();
    expect((await screen.findByRole('alert')).textContent).toBe('Link abnormal, please try again');
    expectSvgIcon();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
    expect(statusCalls).toBe(2);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('status polling', () => {
  it('switches to the maintenance page when a refetch reports maintenance, without a reload', async () => {
    localStorage.setItem('lang', 'EN');
    const { makePermission: make } = await import('../../test/fixtures');
    const permission = await make();
    let status = 0;
    mockApi({
      '/wps/system/status': () => ok({ status, ip: '203.0.113.7' }),
      '/wps/system/permission': () => ok({ ...permission, status }),
      '/wps/system/helpCenter': () => ok([]),
    });
    const { queryClient } = renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
    status = 1;
    await queryClient.refetchQueries({ queryKey: ['system', 'status'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Under maintenance' })).toBeInTheDocument();
    status = 0;
    await queryClient.refetchQueries({ queryKey: ['system', 'status'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game lobby' })).toBeInTheDocument();
  });
});
