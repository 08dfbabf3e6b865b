import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { AnnouncementItem, BannerItem, HelpArticleItem } from '@platform/contracts/content-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { profileOf } from '../../test/staff-profiles';

const announcements = apiPath(ADMIN_API.contentItems, { kind: 'announcements' });
const help = apiPath(ADMIN_API.contentItems, { kind: 'help' });

/** The server's page of a list, as it answers with `pageNo` and `pageSize` (20 on the console's screens). */
function pageOfList<Item>(items: Item[], query: URLSearchParams) {
  const pageNo = Number(query.get('pageNo') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  return answer({
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  });
}

const notice: AnnouncementItem = {
  id: 5,
  type: 'PL',
  execution: null,
  promotionType: null,
  titleAr: 'صيانة مجدولة',
  titleEn: 'Planned maintenance',
  contentAr: '<p>غدًا</p>',
  contentEn: '<p>Tomorrow</p>',
  enabled: true,
  startsAt: '2026-01-01T10:00:00.000Z',
  endsAt: null,
  state: 'LIVE',
  sort: 0,
};

/** Types a whole value at once (as pasting does): key by key is slow and proves nothing more here. */
async function fill(field: HTMLElement, value: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(value);
}

function signedInAsContent() {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  return { [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('content', 'Camila Content')) };
}

it('lists the announcements in Arabic and posts a new notice from the form, previewing its HTML cleaned', async () => {
  const saved: AnnouncementItem[] = [notice];
  const calls = fakeApi({
    ...signedInAsContent(),
    [`GET ${announcements}`]: (_body, query) => pageOfList(saved, query),
    [`POST ${announcements}`]: (body) => {
      const item = { ...notice, ...(body as object), id: 6, state: 'LIVE', sort: 1 } as AnnouncementItem;
      saved.push(item);
      return answer(item);
    },
  });
  const user = userEvent.setup();
  await renderConsole('/content/announcements', { language: 'ar' });
  expect(
    await screen.findByRole('heading', { name: 'الإعلانات والتنبيهات والنوافذ المنبثقة', level: 1 }),
  ).toBeVisible();
  expect(await screen.findByText('صيانة مجدولة')).toBeVisible();
  expect(within(screen.getByRole('table')).getByText('معروض')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'إضافة إعلان' }));
  const dialog = await screen.findByRole('dialog', { name: 'إضافة إعلان' });
  // Sent empty, the titles are refused on their fields before anything reaches the server.
  await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  expect(await within(dialog).findAllByText('مطلوب')).toHaveLength(2);

  await fill(within(dialog).getByLabelText('العنوان بالعربية'), 'بطولة نهاية الأسبوع');
  await fill(within(dialog).getByLabelText('العنوان بالإنجليزية'), 'Weekend tournament');
  await fill(
    within(dialog).getByLabelText('النص بالعربية (HTML)'),
    '<p>جوائز<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  );
  const preview = within(dialog).getByText('جوائز');
  expect(preview.closest('figure')?.innerHTML).not.toMatch(/script|onerror/);
  await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const posted = calls.find((c) => c.route === `POST ${announcements}`)?.body as Record<string, unknown>;
  expect(posted).toMatchObject({ type: 'PL', execution: null, titleEn: 'Weekend tournament', enabled: true });
  expect(typeof posted.startsAt).toBe('string');
  expect(await screen.findByRole('status')).toHaveTextContent('تم حفظ');
  expect(await screen.findByText('بطولة نهاية الأسبوع')).toBeVisible();
  // A form filled field by field is slow in jsdom on a busy machine.
}, 30_000);

it('shows the field the server refused under that field, in English', async () => {
  const article: HelpArticleItem = {
    id: 3,
    language: 'EN',
    term: 'deposit',
    title: 'Depositing',
    content: '<p>Open the wallet.</p>',
    enabled: true,
    state: 'LIVE',
    sort: 0,
  };
  fakeApi({
    ...signedInAsContent(),
    [`GET ${help}`]: (_body, query) => pageOfList([article], query),
    [`POST ${help}`]: () => refusal('VALIDATION_FAILED', { errors: [{ field: 'body.term', rule: 'taken' }] }),
  });
  const user = userEvent.setup();
  await renderConsole('/content/help', { language: 'en' });
  expect(await screen.findByText('Depositing')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'New article' }));
  const dialog = await screen.findByRole('dialog', { name: 'New article' });
  await user.selectOptions(within(dialog).getByLabelText('Language'), 'EN');
  await fill(within(dialog).getByLabelText('Anchor'), 'deposit');
  await fill(within(dialog).getByLabelText('Title'), 'Deposits again');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Already in use.')).toBeVisible();
  expect(within(dialog).getByLabelText('Anchor')).toHaveAttribute('aria-invalid', 'true');
}, 30_000);

it('switches an item off, and deletes one only once confirmed', async () => {
  let items: AnnouncementItem[] = [notice];
  const calls = fakeApi({
    ...signedInAsContent(),
    [`GET ${announcements}`]: (_body, query) => pageOfList(items, query),
    [`POST ${apiPath(ADMIN_API.contentItemEnabled, { kind: 'announcements', id: '5' })}`]: () => {
      items = [{ ...notice, enabled: false, state: 'DISABLED' }];
      return answer(items[0]);
    },
    [`DELETE ${apiPath(ADMIN_API.contentItem, { kind: 'announcements', id: '5' })}`]: () => {
      items = [];
      return answer(null);
    },
  });
  const user = userEvent.setup();
  await renderConsole('/content/announcements', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Switch off Planned maintenance' }));
  expect(await within(screen.getByRole('table')).findByText('Switched off')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Delete Planned maintenance' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((c) => c.route.startsWith('DELETE'))).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete Planned maintenance' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No announcements match this filter.')).toBeVisible();
});

it('pages a long list from the server; a move may cross to the page beside', async () => {
  const mirrors = apiPath(ADMIN_API.contentItems, { kind: 'mirrors' });
  const items = Array.from({ length: 25 }, (_, i) => ({
    id: `m${i + 1}.test`,
    domain: `m${i + 1}.test`,
    state: 'LIVE',
    sort: i + 1,
  }));
  const calls = fakeApi({
    ...signedInAsContent(),
    [`GET ${mirrors}`]: (_body, query) => pageOfList(items, query),
  });
  const user = userEvent.setup();
  await renderConsole('/content/mirrors', { language: 'en' });
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(screen.getByText('Page 1 of 2 (25 in all)')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Move up m1.test' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move down m20.test' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2 (25 in all)')).toBeVisible();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
  expect(screen.getByRole('button', { name: 'Move up m21.test' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Move down m25.test' })).toBeDisabled();
  expect(calls.filter((c) => c.route === `GET ${mirrors}`)).toHaveLength(2);
});

it('steps back a page when the last item of the last page is deleted', async () => {
  let items: AnnouncementItem[] = Array.from({ length: 21 }, (_, i) => ({
    ...notice,
    id: i + 1,
    titleEn: `Notice ${i + 1}`,
    sort: i,
  }));
  fakeApi({
    ...signedInAsContent(),
    [`GET ${announcements}`]: (_body, query) => pageOfList(items, query),
    [`DELETE ${apiPath(ADMIN_API.contentItem, { kind: 'announcements', id: '21' })}`]: () => {
      items = items.slice(0, 20);
      return answer(null);
    },
  });
  const user = userEvent.setup();
  await renderConsole('/content/announcements', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2 (21 in all)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Delete Notice 21' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Page 1 of 1 (20 in all)')).toBeVisible();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
});

it('says when the list cannot be fetched, with a way to try again', async () => {
  fakeApi({
    ...signedInAsContent(),
    [`GET ${announcements}`]: () => refusal('INTERNAL_ERROR'),
  });
  await renderConsole('/content/announcements', { language: 'en' });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
});

it('uploads an image for a banner after saving it, refusing a file that is no image on its field', async () => {
  const banner: BannerItem = {
    id: 9,
    groupName: 'w_home',
    titleAr: 'مرحبًا',
    titleEn: 'Welcome',
    color: '#336699',
    colorEnd: null,
    linkageType: 'NONE',
    linkTarget: null,
    enabled: true,
    startsAt: '2026-01-01T10:00:00.000Z',
    endsAt: null,
    state: 'SCHEDULED',
    imageUrl: '/wps/image/banner-9?language=ar',
    uploadedImage: false,
    sort: 0,
  };
  const image = apiPath(ADMIN_API.contentBannerImage, { id: '9' });
  const calls = fakeApi({
    ...signedInAsContent(),
    [`GET ${apiPath(ADMIN_API.contentItems, { kind: 'banners' })}`]: (_body, query) => pageOfList([banner], query),
    [`PUT ${apiPath(ADMIN_API.contentItem, { kind: 'banners', id: '9' })}`]: () => answer(banner),
    [`PUT ${image}`]: () => answer({ ...banner, uploadedImage: true }),
  });
  const user = userEvent.setup({ applyAccept: false });
  await renderConsole('/content/banners', { language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Edit Welcome' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit banner' });
  const file = within(dialog).getByLabelText('Own image (optional)');

  await user.upload(file, new File(['not an image'], 'notes.txt', { type: 'text/plain' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Choose a PNG, JPEG or WebP image.')).toBeVisible();
  expect(calls.some((c) => c.route === `PUT ${image}`)).toBe(false);

  await user.upload(file, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.filter((c) => c.route === `PUT ${image}`)).toHaveLength(1);
}, 30_000);
