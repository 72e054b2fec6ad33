/**
 * The bot basket (SPEC point 3, `/webbot/v1/basket`): the mini app hands the shopper's basket
 * to the server for their Telegram user, so the bot can show it in the chat. Lines carry ids
 * and counts only, as everywhere: the server prices from its own data.
 */
import { botBasketEndpoint, type BotBasket } from '#schemas/bot-endpoints';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import type { BasketLine } from '#storefront/lib/basket-store.ts';

/** How long the basket must rest before it is handed over: a run of taps is one call. */
export const BOT_BASKET_DELAY_MS = 1500;

export function botBasketOf(lines: readonly BasketLine[], merchantId: string, telegramId: number | string): BotBasket {
  return {
    merchantId,
    telegramId,
    cartItems: lines.map((line) => ({
      productId: line.productId,
      count: line.count,
      modificationIds: line.modifications.map((m) => m.id),
      modifications: line.modifications.map((m) => ({ id: m.id, count: m.count })),
    })),
  };
}

export const saveBotBasket = (api: ApiClient, basket: BotBasket) => api.request(botBasketEndpoint, { body: basket });
