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

select tenant_tables('addresses');
