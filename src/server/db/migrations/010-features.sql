-- Shopper features of SPEC 1 and 2 (docs/decisions/021-shopper-features.md): favourites,
-- vacancies and applications, table reservations, calls from a table, product reviews, and the
-- orders waiting to reach the merchant's amoCRM. A reservation's and a call's status is read by
-- the shopper's screen while it is open (decision 021), not streamed: order_events belong to orders.

create table favourites (
  merchant_id text not null references merchants (id) on delete cascade,
  user_id text not null,
  product_id integer not null,
  -- SPEC 9: a favourite product defaults to count 1 and amount 1.
  count integer not null default 1,
  amount integer not null default 1,
  created_at timestamptz not null default now(),
  primary key (merchant_id, user_id, product_id),
  foreign key (merchant_id, user_id) references users (merchant_id, id) on delete cascade
);

create table vacancies (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  priority integer not null default 0,
  data jsonb not null,
  primary key (merchant_id, id)
);
create trigger vacancies_changed after insert or update or delete on vacancies for each row execute function notify_change();

create table vacancy_applications (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  vacancy_id text not null,
  name text not null,
  phone text not null,
  text text,
  client_address text,
  created_at timestamptz not null default now(),
  primary key (merchant_id, id)
);
create index vacancy_applications_address on vacancy_applications (client_address, created_at desc);

create table reservations (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  user_id text not null,
  branch_id text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  guests integer not null check (guests > 0),
  comment text,
  status text not null default 'NOT_ACCEPTED' check (status in ('NOT_ACCEPTED', 'ACCEPTED', 'REJECTED', 'CANCELED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id),
  foreign key (merchant_id, user_id) references users (merchant_id, id) on delete cascade
);
create index reservations_branch on reservations (merchant_id, branch_id, starts_at) where status in ('NOT_ACCEPTED', 'ACCEPTED');
create index reservations_user on reservations (merchant_id, user_id, starts_at desc);

create table table_calls (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  branch_id text not null,
  table_id text not null,
  user_id text,
  kind text not null check (kind in ('WAITER', 'BILL')),
  status text not null default 'SENT' check (status in ('SENT', 'ACKNOWLEDGED', 'DONE')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id)
);
-- One open call of a kind per table: a second press answers the first.
create unique index table_calls_open on table_calls (merchant_id, branch_id, table_id, kind) where status <> 'DONE';

create table product_reviews (
  merchant_id text not null references merchants (id) on delete cascade,
  order_id text not null,
  position integer not null,
  product_id integer not null,
  user_id text not null,
  grade smallint not null check (grade between 1 and 5),
  text text,
  created_at timestamptz not null default now(),
  primary key (merchant_id, order_id, position),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);
create index product_reviews_product on product_reviews (merchant_id, product_id, created_at desc);

-- New orders to send to the merchant's amoCRM as leads, retried until they are taken.
create table crm_outbox (
  merchant_id text not null references merchants (id) on delete cascade,
  order_id text not null,
  attempts integer not null default 0,
  next_at timestamptz not null default now(),
  sent_at timestamptz,
  lead_id text,
  last_error text,
  primary key (merchant_id, order_id)
);
create index crm_outbox_due on crm_outbox (next_at) where sent_at is null;

select tenant_tables('favourites', 'vacancies', 'vacancy_applications', 'reservations', 'table_calls', 'product_reviews', 'crm_outbox');
