-- Online payments (docs/decisions/018-payments.md): an order's payment state, when an unpaid
-- online order expires, every attempt to pay it through a provider, and saved cards.

-- The payment states of src/domain/payment.ts; orders placed before had UNPAID for "nothing yet".
alter table orders drop constraint if exists orders_payment_state_check;
update orders set payment_state = 'NONE' where payment_state = 'UNPAID';
alter table orders alter column payment_state set default 'NONE';
alter table orders add constraint orders_payment_state_check
  check (payment_state in ('NONE', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED'));
-- An unpaid online order stops taking payments then, and is cancelled by the scheduler.
alter table orders add column payment_expires_at timestamptz;
create index orders_payment_due on orders (payment_expires_at) where payment_state in ('PENDING', 'FAILED');

-- One row per attempt to pay an order through a provider: a Payme transaction, a Click prepare,
-- an Uzum Checkout registration, a receipt paid with a saved card. `external_id` is the
-- provider's id (Payme's 24 hex characters, Click's click_trans_id as text, Uzum's order id, the
-- receipt's id); `state` is the provider's own (Payme 1, 2, -1, -2; Click PREPARED, COMPLETED,
-- CANCELLED; Uzum REGISTERED, AUTHORIZED, COMPLETED, FAILED, REFUNDED; a card receipt PAID,
-- REFUNDED). Times are Unix milliseconds, as Payme reads them back.
create sequence payment_prepare_ids;
create table payment_attempts (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  order_id text not null,
  provider text not null check (provider in ('PAYME', 'CLICK', 'UZUM', 'PAYME_CARD')),
  external_id text,
  -- Click's merchant_prepare_id and merchant_confirm_id: a number of ours, known before the row is written.
  prepare_id bigint not null default nextval('payment_prepare_ids'),
  state text not null,
  amount_tiyin bigint not null check (amount_tiyin >= 0),
  -- Payme's own `time` of CreateTransaction (its 12-hour timeout and GetStatement read it).
  provider_time bigint,
  created_ms bigint not null,
  performed_ms bigint not null default 0,
  cancelled_ms bigint not null default 0,
  reason integer,
  data jsonb not null default '{}'::jsonb,
  primary key (merchant_id, id),
  foreign key (merchant_id, order_id) references orders (merchant_id, id) on delete cascade
);
create unique index payment_attempts_external on payment_attempts (merchant_id, provider, external_id) where external_id is not null;
create unique index payment_attempts_prepare on payment_attempts (prepare_id);
create index payment_attempts_order on payment_attempts (merchant_id, order_id, created_ms);
create index payment_attempts_time on payment_attempts (merchant_id, provider, provider_time);

-- A shopper's saved card: Payme's token (sealed with the secrets key: it charges the card) and
-- what the shopper sees of it. The card number never reaches the server; there is no CVV.
create table saved_cards (
  merchant_id text not null references merchants (id) on delete cascade,
  id text not null,
  user_id text not null,
  provider text not null default 'PAYME' check (provider in ('PAYME')),
  token_sealed text not null,
  -- A hash of the token: the same card saved twice is one row.
  token_hash text not null,
  number_masked text not null,
  expire text not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, id),
  unique (merchant_id, user_id, token_hash),
  foreign key (merchant_id, user_id) references users (merchant_id, id) on delete cascade
);

select tenant_tables('payment_attempts', 'saved_cards');
grant usage, select on sequence payment_prepare_ids to storefront_app;

-- A change of an order's payment is a live event of its own.
alter table order_events drop constraint if exists order_events_type_check;
alter table order_events add constraint order_events_type_check check (type in ('status', 'courier', 'position', 'payment'));
