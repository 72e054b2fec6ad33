-- Orders: the order with its money as the server computed it, a snapshot of every line as it
-- was sold, its history, and the idempotency keys that make a retried submission one order.

-- A branch may keep a stock count per product (null: not counted).
alter table product_branches add column stock integer check (stock is null or stock >= 0);

create table orders (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  -- A short number per merchant for people (the kitchen, the shopper on the phone).
  number integer not null,
  user_id text not null,
  status text not null,
  service_type text not null check (service_type in ('DELIVERY', 'PICK_UP', 'DINE_IN')),
  branch_id text not null,
  payment_type text not null,
  -- Online payments come later; cash and terminal orders start unpaid.
  payment_state text not null default 'UNPAID' check (payment_state in ('UNPAID', 'PENDING', 'PAID', 'REFUNDED')),
  total_price integer not null check (total_price >= 0),
  cashback_spent integer not null default 0 check (cashback_spent >= 0),
  deliver_at timestamptz,
  -- The order's wire object (SPEC 3, Order) as placed.
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id),
  unique (merchant_id, number),
  foreign key (merchant_id, user_id) references users (merchant_id, id)
);
create index orders_user on orders (merchant_id, user_id, created_at desc);
create index orders_status on orders (merchant_id, status, created_at desc);

-- The last order number given per merchant (see order-queries.ts nextOrderNumber).
create table order_numbers (
  merchant_id text primary key references merchants (id) on delete cascade,
  last integer not null
);

create table order_lines (
  merchant_id text not null,
  order_id text not null,
  position integer not null,
  product_id integer not null,
  -- Name, prices and modifiers as they were when the order was placed.
  data jsonb not null,
  primary key (merchant_id, order_id, position),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);

create table order_history (
  id bigint generated always as identity primary key,
  merchant_id text not null,
  order_id text not null,
  kind text not null check (kind in ('PAID', 'UPDATE', 'PAID_AND_CHANGE_STATUS', 'CHANGE_STATUS', 'CHANGE_COURIER_STATUS',
    'CHANGE_PAYMENT_TYPE', 'CHANGE_DELIVERY_TYPE')),
  status text,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);
create index order_history_order on order_history (merchant_id, order_id, id);

-- One row per (merchant, user, key): the hash of the body it came with and the order it made.
create table idempotency_keys (
  merchant_id text not null,
  user_id text not null,
  key text not null,
  body_hash text not null,
  order_id text not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, user_id, key),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);

select tenant_tables('orders', 'order_lines', 'order_history', 'idempotency_keys');
