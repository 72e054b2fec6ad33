-- The storefront's tables. Every row belongs to a merchant; each entity keeps its full wire
-- object in `data` (the contract of schemas/entities.ts) beside the columns queries filter,
-- join and sort on.

do $$ begin
  create role storefront_app nologin;
exception when duplicate_object then null;
end $$;

do $$ begin
  execute format('grant storefront_app to %I', current_user);
exception when others then null;
end $$;

create table merchants (
  id text primary key,
  sub text not null unique,
  is_active boolean not null default true,
  deleted boolean not null default false,
  preset_hash text,
  data jsonb not null,
  updated_at timestamptz not null default now()
);

create table web_settings (
  merchant_id text primary key references merchants (id) on delete cascade,
  data jsonb not null
);

create table policies (
  merchant_id text not null references merchants (id) on delete cascade,
  type text not null,
  data jsonb not null,
  primary key (merchant_id, type)
);

create table cities (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  is_main boolean not null default false,
  data jsonb not null,
  primary key (merchant_id, id)
);

create table branches (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  city_id text not null,
  is_active boolean not null default true,
  deleted boolean not null default false,
  latitude double precision not null,
  longitude double precision not null,
  data jsonb not null,
  primary key (merchant_id, id)
);
create index branches_city on branches (merchant_id, city_id);

create table menu_groups (
  merchant_id text not null references merchants (id) on delete cascade,
  id integer not null,
  priority integer not null default 0,
  data jsonb not null,
  primary key (merchant_id, id)
);

create table categories (
  merchant_id text not null references merchants (id) on delete cascade,
  id integer not null,
  group_id integer,
  priority integer not null default 0,
  data jsonb not null,
  primary key (merchant_id, id)
);

create table products (
  merchant_id text not null references merchants (id) on delete cascade,
  id integer not null,
  category_id integer not null,
  priority integer not null default 0,
  active boolean not null default true,
  data jsonb not null,
  primary key (merchant_id, id)
);
create index products_category on products (merchant_id, category_id);

create table product_branches (
  merchant_id text not null references merchants (id) on delete cascade,
  product_id integer not null,
  branch_id text not null,
  is_active boolean not null default true,
  primary key (merchant_id, product_id, branch_id)
);

create table product_grades (
  merchant_id text not null references merchants (id) on delete cascade,
  product_id integer not null,
  grade numeric(3, 2) not null,
  primary key (merchant_id, product_id)
);

-- Entities read whole by merchant: one table each, same shape.
create table payment_methods (merchant_id text not null references merchants (id) on delete cascade, id text not null, data jsonb not null, primary key (merchant_id, id));
create table payment_settings (merchant_id text not null references merchants (id) on delete cascade, id text not null, data jsonb not null, primary key (merchant_id, id));
create table order_settings (merchant_id text not null references merchants (id) on delete cascade, id text not null, data jsonb not null, primary key (merchant_id, id));
create table delivery_tariffs (merchant_id text not null references merchants (id) on delete cascade, id text not null, data jsonb not null, primary key (merchant_id, id));
create table promos (merchant_id text not null references merchants (id) on delete cascade, id text not null, data jsonb not null, primary key (merchant_id, id));
create table brands (merchant_id text not null references merchants (id) on delete cascade, id text not null, priority integer not null default 0, data jsonb not null, primary key (merchant_id, id));
create table banners (merchant_id text not null references merchants (id) on delete cascade, id text not null, priority integer not null default 0, data jsonb not null, primary key (merchant_id, id));
create table stories (merchant_id text not null references merchants (id) on delete cascade, id text not null, priority integer not null default 0, data jsonb not null, primary key (merchant_id, id));

-- Changes are announced per merchant and table, so every server instance drops what it
-- cached for that merchant (several instances can share one PostgreSQL).
create function notify_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('storefront_changes', coalesce(new.merchant_id, old.merchant_id) || ':' || tg_table_name);
  return null;
end $$;

create function notify_merchant_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('storefront_changes', coalesce(new.id, old.id) || ':' || tg_table_name);
  return null;
end $$;

create trigger merchants_changed after insert or update or delete on merchants
  for each row execute function notify_merchant_change();

-- Row-level security: the app role sees the rows of the merchant named in app.merchant_id;
-- every change is announced.
-- Merchants themselves are public (looked up by sub before a merchant is known); the app role
-- only reads them.
alter table merchants enable row level security;
alter table merchants force row level security;
create policy merchants_read on merchants for select to storefront_app using (true);
create policy merchants_owner on merchants to current_user using (true) with check (true);
grant select on merchants to storefront_app;

do $$
declare
  t text;
begin
  foreach t in array array['web_settings', 'policies', 'cities', 'branches', 'menu_groups', 'categories', 'products',
    'product_branches', 'product_grades', 'payment_methods', 'payment_settings', 'order_settings', 'delivery_tariffs',
    'promos', 'brands', 'banners', 'stories']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format($p$create policy %I on %I to storefront_app
      using (merchant_id = current_setting('app.merchant_id', true))
      with check (merchant_id = current_setting('app.merchant_id', true))$p$, t || '_tenant', t);
    execute format('create policy %I on %I to %I using (true) with check (true)', t || '_owner', t, current_user);
    execute format('grant select, insert, update, delete on %I to storefront_app', t);
    execute format('create trigger %I after insert or update or delete on %I for each row execute function notify_change()',
      t || '_changed', t);
  end loop;
end $$;

do $$ begin
  execute format('grant usage on schema %I to storefront_app', current_schema());
end $$;
