-- Accounts: shoppers, sign-in codes, tokens, the development SMS outbox, and the merchants'
-- server secrets. Every counter the sign-in limits read is a row here, so the limits hold
-- across server instances on one PostgreSQL.

create table users (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  -- Null once the account is deleted: the row stays for what later keeps a link to it.
  phone text,
  first_name text,
  last_name text,
  email text,
  birthday date,
  gender text check (gender in ('MALE', 'FEMALE')),
  image text,
  cashback integer not null default 0 check (cashback >= 0),
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id)
);
create unique index users_phone on users (merchant_id, phone) where phone is not null;

-- One row per code sent. Only the hash of the code is kept; `failures` counts the wrong tries of
-- that code (decision 006: a code is burnt after its tries, the phone is not locked).
create table sign_in_codes (
  id bigint generated always as identity primary key,
  merchant_id text not null references merchants (id) on delete cascade,
  phone text not null,
  purpose text not null check (purpose in ('SIGN_IN', 'PHONE_CHANGE')),
  user_id text,
  code_hash text not null,
  client_address text,
  failures integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index sign_in_codes_phone on sign_in_codes (merchant_id, phone, created_at desc);
create index sign_in_codes_address on sign_in_codes (client_address, created_at desc);

-- Tokens are random; only their SHA-256 is kept. Bound to one merchant and one user.
create table auth_tokens (
  token_hash text primary key,
  merchant_id text not null references merchants (id) on delete cascade,
  user_id text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  foreign key (merchant_id, user_id) references users (merchant_id, id) on delete cascade
);
create index auth_tokens_user on auth_tokens (merchant_id, user_id);

-- The development SMS outbox (SMS_MODE=outbox): every message the server would have sent.
create table sms_outbox (
  id bigint generated always as identity primary key,
  merchant_id text not null references merchants (id) on delete cascade,
  phone text not null,
  text text not null,
  sent_at timestamptz not null default now()
);
create index sms_outbox_phone on sms_outbox (merchant_id, phone, id desc);

-- Row-level security for a merchant's tables, as 001 sets it up for the brand's: the app role
-- sees and writes the rows of the merchant named in app.merchant_id, the owner (migrations,
-- presets, the owner connection) every row. Later migrations call it for their tables.
create function tenant_tables(variadic tables text[]) returns void language plpgsql as $$
declare
  t text;
begin
  foreach t in array tables
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format($p$create policy %I on %I to storefront_app
      using (merchant_id = current_setting('app.merchant_id', true))
      with check (merchant_id = current_setting('app.merchant_id', true))$p$, t || '_tenant', t);
    execute format('create policy %I on %I to %I using (true) with check (true)', t || '_owner', t, current_user);
    execute format('grant select, insert, update, delete on %I to storefront_app', t);
  end loop;
end $$;

select tenant_tables('users', 'sign_in_codes', 'auth_tokens', 'sms_outbox');

-- Server secrets of a merchant (SMS gateway credentials; bot tokens and payment keys later),
-- encrypted with the key of SECRETS_KEY. The application role has no grant and no policy:
-- it cannot read a row, whatever merchant it names. Only the owner connection reads them.
create table merchant_secrets (
  merchant_id text not null references merchants (id) on delete cascade,
  name text not null,
  sealed text not null,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, name)
);
alter table merchant_secrets enable row level security;
alter table merchant_secrets force row level security;
do $$ begin
  execute format('create policy merchant_secrets_owner on merchant_secrets to %I using (true) with check (true)', current_user);
end $$;
revoke all on merchant_secrets from public;
revoke all on merchant_secrets from storefront_app;
