-- The merchant studio (docs/decisions/020-studio.md): staff accounts and their sessions, the web
-- settings' draft and published versions, the stop-list, and the log of what staff did.

-- Staff sign in by SMS code like shoppers, with codes of their own purpose.
alter table sign_in_codes drop constraint if exists sign_in_codes_purpose_check;
alter table sign_in_codes add constraint sign_in_codes_purpose_check check (purpose in ('SIGN_IN', 'PHONE_CHANGE', 'STAFF_SIGN_IN'));

create table staff (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  phone text not null,
  role text not null check (role in ('OWNER', 'MANAGER', 'OPERATOR')),
  name text,
  created_at timestamptz not null default now(),
  primary key (merchant_id, id),
  unique (merchant_id, phone)
);

-- A staff session: a random token of its own, never a shopper's (auth_tokens), hashed.
create table staff_tokens (
  token_hash text primary key,
  merchant_id text not null,
  staff_id text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  foreign key (merchant_id, staff_id) references staff (merchant_id, id) on delete cascade
);
create index staff_tokens_staff on staff_tokens (merchant_id, staff_id);

-- Every publish is a numbered version with its author, time and changed fields; the newest is
-- what web_settings holds (and shoppers see).
create table settings_versions (
  merchant_id text not null references merchants (id) on delete cascade,
  version integer not null,
  settings jsonb not null,
  author_id text,
  author_name text,
  changed_fields text[] not null default '{}',
  rollback_of integer,
  created_at timestamptz not null default now(),
  primary key (merchant_id, version)
);

-- The draft being edited: one per merchant, based on a published version, revised on each save.
create table settings_drafts (
  merchant_id text primary key references merchants (id) on delete cascade,
  base_version integer not null,
  revision integer not null default 1,
  settings jsonb not null,
  updated_by text,
  updated_by_name text,
  updated_at timestamptz not null default now()
);

-- Sold out now at a branch: shoppers see it, quotes and orders refuse it; gone when available again.
create table stop_list (
  merchant_id text not null references merchants (id) on delete cascade,
  branch_id text not null,
  product_id integer not null,
  staff_id text,
  created_at timestamptz not null default now(),
  primary key (merchant_id, branch_id, product_id)
);
create trigger stop_list_changed after insert or update or delete on stop_list for each row execute function notify_change();

-- What staff did, with whom: no secret is ever written here.
create table studio_log (
  id bigint generated always as identity primary key,
  merchant_id text not null references merchants (id) on delete cascade,
  staff_id text,
  staff_name text,
  action text not null,
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index studio_log_merchant on studio_log (merchant_id, id desc);

select tenant_tables('staff', 'staff_tokens', 'settings_versions', 'settings_drafts', 'stop_list', 'studio_log');
