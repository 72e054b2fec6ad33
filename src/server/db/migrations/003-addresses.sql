-- Saved addresses of a shopper: the wire object in `data`, owned by one user of one merchant.
create table addresses (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  user_id text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id),
  foreign key (merchant_id, user_id) references users (merchant_id, id) on delete cascade
);
create index addresses_user on addresses (merchant_id, user_id, created_at desc);

alter table addresses enable row level security;
alter table addresses force row level security;
create policy addresses_tenant on addresses to storefront_app
  using (merchant_id = current_setting('app.merchant_id', true))
  with check (merchant_id = current_setting('app.merchant_id', true));
do $$ begin
  execute format('create policy addresses_owner on addresses to %I using (true) with check (true)', current_user);
end $$;
grant select, insert, update, delete on addresses to storefront_app;
