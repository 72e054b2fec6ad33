-- Money columns are bigint (docs/decisions/015-money-and-scheduled-work.md): a balance or a total
-- past 2^31 - 1 so'm (about 2.1 billion) must never fail a write. Order totals are bounded by the
-- merchant's order settings, but a balance grows with every order a shopper completes.
alter table users alter column cashback type bigint;
alter table orders alter column total_price type bigint, alter column cashback_spent type bigint;
alter table couriers alter column balance type bigint;

-- The promo an order used, by its code as the merchant wrote it (null: none): its limits count
-- the orders that are not cancelled.
alter table orders add column promo_code text;
update orders set promo_code = data->>'promoCode' where data->>'promoCode' is not null;
create index orders_promo on orders (merchant_id, upper(promo_code), user_id) where promo_code is not null;

-- Scheduled work that failed on a row: the row is skipped until `retry_at`, so one bad row never
-- holds up the others, and the failure is said once (when `attempts` is 1), not at every run.
create table work_failures (
  merchant_id text not null references merchants (id) on delete cascade,
  kind text not null,
  row_id text not null,
  attempts integer not null default 1,
  error text not null,
  first_failed_at timestamptz not null default now(),
  last_failed_at timestamptz not null default now(),
  retry_at timestamptz not null,
  primary key (merchant_id, kind, row_id)
);

select tenant_tables('work_failures');
