import { type Kysely, sql } from 'kysely';

/**
 * Abuse controls and messages out: rate-limit windows, captchas, SMS verification codes,
 * the message outbox and the nonces of sealed bodies. Everything that several server processes
 * must agree on lives here rather than in one process's memory (DESIGN, pieces). Secrets (captcha
 * answers, codes) are stored only as hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_window (
      rule text not null,
      key text not null,
      window_start timestamptz not null,
      -- When the window no longer matters, so old rows can be purged without knowing the rule.
      expires_at timestamptz not null,
      count int not null check (count > 0),
      primary key (rule, key, window_start)
    );
    create index rate_limit_window_expires on rate_limit_window (expires_at);

    create table captcha (
      id text primary key,
      merchant_id int not null references merchant(id),
      answer_hash text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index captcha_expires on captcha (expires_at);

    -- One outstanding code per merchant, purpose and mobile: a new code replaces the old one.
    create table verification_code (
      merchant_id int not null references merchant(id),
      purpose text not null check (purpose in ('LOGIN', 'REGISTER', 'PASSWORD_RESET', 'SECOND_FACTOR')),
      mobile text not null check (mobile ~ '^\\+[0-9]{6,20}$'),
      code_hash text not null,
      tries int not null default 0 check (tries between 0 and 5),
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      primary key (merchant_id, purpose, mobile)
    );
    create index verification_code_expires on verification_code (expires_at);

    create table message_outbox (
      id bigint generated always as identity primary key,
      merchant_id int not null references merchant(id),
      channel text not null check (channel in ('SMS', 'EMAIL')),
      recipient text not null,
      subject text,
      body text not null,
      created_at timestamptz not null default now(),
      check ((channel = 'EMAIL') = (subject is not null))
    );
    create index message_outbox_recipient on message_outbox (merchant_id, recipient, id desc);

    create table sealed_body_nonce (
      merchant_id int not null references merchant(id),
      nonce text not null,
      expires_at timestamptz not null,
      primary key (merchant_id, nonce)
    );
    create index sealed_body_nonce_expires on sealed_body_nonce (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table sealed_body_nonce;
    drop table message_outbox;
    drop table verification_code;
    drop table captcha;
    drop table rate_limit_window;
  `.execute(db);
}
