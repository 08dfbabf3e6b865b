import { type Kysely, sql } from 'kysely';

/**
 * Announcements (player and help notices, popups, promotions) and banners of
 * each merchant (spec 2.5, 2.8, 3, 4.7, 7.4). Text is kept per language, content as the HTML the
 * operator wrote: the web sanitizes it before showing it. Banner images are drawn by the server
 * from the title and colours, so a banner holds no image URL and nothing is hot-linked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table announcement (
      id int generated always as identity primary key,
      merchant_id int not null references merchant(id),
      -- PL player notice, PU popup, PR promotion, H help notice (B banners live in their own table).
      type text not null check (type in ('PL', 'PU', 'PR', 'H')),
      title_ar text not null check (length(title_ar) between 1 and 200),
      title_en text not null check (length(title_en) between 1 and 200),
      content_ar text not null check (length(content_ar) <= 20000),
      content_en text not null check (length(content_en) <= 20000),
      -- Spec 2.8: set, the popup shows a go-to-promotion button. Only popups and promotions advertise one.
      promotion_type text check (promotion_type ~ '^[A-Z][A-Z0-9_]{1,39}$'),
      -- Spec 3 popup entry: A members, B visitors, F members at their first login. Popups only, and always.
      execution text check (execution in ('A', 'B', 'F')),
      -- Spec 9: notices come from platform W (the web); other platforms may get their own rows later.
      platform text not null default 'W' check (platform ~ '^[A-Z]{1,8}$'),
      sort int not null default 0,
      starts_at timestamptz not null default now(),
      ends_at timestamptz,
      created_at timestamptz not null default now(),
      check ((type = 'PU') = (execution is not null)),
      check (promotion_type is null or type in ('PU', 'PR')),
      check (ends_at is null or ends_at > starts_at)
    );
    -- The announcement call: a merchant's live items of the asked types.
    create index announcement_live on announcement (merchant_id, platform, type, starts_at desc);

    create table banner (
      id int generated always as identity primary key,
      merchant_id int not null references merchant(id),
      group_name text not null check (group_name in ('w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu')),
      title_ar text not null check (length(title_ar) between 1 and 120),
      title_en text not null check (length(title_en) between 1 and 120),
      -- The drawn image's gradient: from color to color_end, or to a darker shade of color.
      color text not null check (color ~ '^#[0-9a-f]{6}$'),
      color_end text check (color_end ~ '^#[0-9a-f]{6}$'),
      linkage_type text not null check (linkage_type in ('NONE', 'ROUTE', 'GAME', 'PROMOTION', 'URL')),
      link_target text check (length(link_target) <= 2000),
      sort int not null default 0,
      starts_at timestamptz not null default now(),
      ends_at timestamptz,
      created_at timestamptz not null default now(),
      check (ends_at is null or ends_at > starts_at),
      -- The web follows the target as it is, so it is checked here: a ROUTE stays on this site (no
      -- '//host' or backslash that browsers read as another host), a GAME or PROMOTION is an id, a
      -- URL is https only (no javascript: or data:).
      check ((linkage_type = 'NONE') = (link_target is null)),
      check (linkage_type <> 'ROUTE' or link_target ~ '^/([A-Za-z0-9_-][A-Za-z0-9/_.?=&%-]*)?$'),
      check (linkage_type not in ('GAME', 'PROMOTION') or link_target ~ '^[1-9][0-9]{0,9}$'),
      check (linkage_type <> 'URL' or link_target ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[^[:space:]<>"\\\\]*)?$')
    );
    create index banner_live on banner (merchant_id, starts_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table banner, announcement`.execute(db);
}
