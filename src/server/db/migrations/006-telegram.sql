-- The Telegram mini app: Telegram users of a merchant's bot, linked to a shopper once signed
-- in, with the phone their contact shared through the bot's webhook; and the basket the bot
-- keeps for them.
create table telegram_users (
  merchant_id text not null references merchants (id) on delete cascade,
  telegram_id text not null,
  user_id text,
  -- From a contact the bot received (Telegram vouches for it), normalised 998XXXXXXXXX.
  contact_phone text,
  contact_at timestamptz,
  first_name text,
  last_name text,
  username text,
  language text,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, telegram_id),
  foreign key (merchant_id, user_id) references users (merchant_id, id) on delete set null (user_id)
);
create index telegram_users_user on telegram_users (merchant_id, user_id);

create table bot_baskets (
  merchant_id text not null references merchants (id) on delete cascade,
  telegram_id text not null,
  data jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, telegram_id)
);

select tenant_tables('telegram_users', 'bot_baskets');
