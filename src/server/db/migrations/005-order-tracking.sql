-- After an order is placed: its moves (when it falls due, when its status last changed, its
-- courier, when it completed and when its cashback was credited), couriers, the numbered events
-- that live streams send and replay, ratings and the product grades they feed, the operators'
-- keys and the short-lived tickets that open an event stream.

alter table orders
  -- A scheduled order (AT_TIME) falls due at its slot minus the preparation time.
  add column due_at timestamptz,
  add column status_changed_at timestamptz not null default now(),
  add column courier_id text,
  -- Set when the order reaches DELIVERED or CLOSED; the scheduler then credits its cashback once.
  add column completed_at timestamptz,
  add column cashback_credited_at timestamptz;
update orders set due_at = deliver_at - interval '30 minutes' where status = 'AT_TIME' and due_at is null;
create index orders_due on orders (due_at) where status = 'AT_TIME';
create index orders_cashback_due on orders (completed_at) where completed_at is not null and cashback_credited_at is null;
create index orders_moving on orders (status_changed_at) where status not in ('DELIVERED', 'CLOSED', 'CANCELED', 'AT_TIME');
create index orders_courier on orders (merchant_id, courier_id) where courier_id is not null;

create table couriers (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  branch_id text,
  first_name text,
  last_name text,
  phone text,
  status text not null default 'ACCEPTED' check (status in ('PERFORMER_LOOK_UP', 'PERFORMER_FOUND', 'PERFORMER_NOT_FOUND',
    'PERFORMER_PICK_UP_ARRIVED', 'PERFORMER_PICKUPED', 'PERFORMER_ARRIVED', 'PERFORMER_DELIVERED_FINISH', 'PERFORMER_RETURNING',
    'PERFORMER_RETURN_ARRIVED', 'PERFORMER_RETURNED_FINISH', 'NEW_ORDER', 'ESTIMATING_FAILED', 'READY_FOR_APPROVAL', 'FAILED',
    'CANCELLED', 'ACCEPTED')),
  balance integer not null default 0,
  latitude double precision,
  longitude double precision,
  position_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id)
);

-- What a shopper's live streams send: numbered by one sequence (the SSE event id), so a stream
-- resumes after the last id it had. Events of one shopper are numbered in commit order (a
-- transaction takes the shopper's advisory lock before it adds one). Pruned by the scheduler.
create table order_events (
  id bigint generated always as identity primary key,
  merchant_id text not null,
  user_id text not null,
  order_id text not null,
  type text not null check (type in ('status', 'courier', 'position')),
  data jsonb not null,
  created_at timestamptz not null default now(),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);
create index order_events_user on order_events (merchant_id, user_id, id);
create index order_events_order on order_events (merchant_id, order_id, id);
create index order_events_age on order_events (created_at);

-- One rating per order, by its shopper, once it was handed over.
create table order_ratings (
  merchant_id text not null,
  order_id text not null,
  user_id text not null,
  grade smallint not null check (grade between 1 and 5),
  comment text,
  created_at timestamptz not null default now(),
  primary key (merchant_id, order_id),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);

-- The shoppers' grades of each product (every rated order grades the products it held); the
-- product grade answered is their average where there are any, else the brand's own grade.
-- Kept apart from product_grades, which a preset reload rewrites.
create table product_ratings (
  merchant_id text not null references merchants (id) on delete cascade,
  product_id integer not null,
  ratings integer not null default 0 check (ratings >= 0),
  total integer not null default 0 check (total >= 0),
  primary key (merchant_id, product_id)
);
create trigger product_ratings_changed after insert or update or delete on product_ratings
  for each row execute function notify_change();

-- Keys of the operator API: only their SHA-256 is kept; printed once when created.
create table operator_keys (
  key_hash text primary key,
  merchant_id text not null references merchants (id) on delete cascade,
  label text,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index operator_keys_merchant on operator_keys (merchant_id);

-- A ticket opens the event streams of one shopper (EventSource cannot send a header) while it
-- has not expired and the sign-in it came from is live. Only its SHA-256 is kept.
create table stream_tickets (
  ticket_hash text primary key,
  merchant_id text not null references merchants (id) on delete cascade,
  user_id text not null,
  token_hash text not null references auth_tokens (token_hash) on delete cascade,
  expires_at timestamptz not null
);
create index stream_tickets_expiry on stream_tickets (expires_at);

select tenant_tables('couriers', 'order_events', 'order_ratings', 'product_ratings', 'operator_keys', 'stream_tickets');
