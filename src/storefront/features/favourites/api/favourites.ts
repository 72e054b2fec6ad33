/**
 * The shopper's favourites: SPEC's list (GET /products/v1/favourite/all?userId&isFavourite=true)
 * and our add and remove calls (schemas/feature-endpoints.ts). A heart changes the list in the
 * query cache at once and puts it back, with a toast, when the server refuses.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { favouritesEndpoint } from '#schemas/account-endpoints';
import type { Product } from '#schemas/entities';
import { addFavouriteEndpoint, removeFavouriteEndpoint } from '#schemas/feature-endpoints';
import { useT } from '#storefront/i18n/use-t.ts';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { useApi } from '#storefront/lib/app-context.tsx';
import { notify } from '#storefront/lib/toasts.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { favouritesKeys } from './query-keys.ts';

export const favouritesQueryOptions = (api: ApiClient, userId: string | null) =>
  queryOptions({
    queryKey: favouritesKeys.list(userId ?? ''),
    queryFn: ({ signal }) => api.call(favouritesEndpoint, { query: { userId: userId ?? '', isFavourite: 'true' }, signal }),
    enabled: userId !== null,
  });

/** The favourites of a signed-in shopper; asked only with a user id. */
export const useFavourites = (userId: string | null) => useQuery(favouritesQueryOptions(useApi(), userId));

export interface FavouriteChange {
  readonly product: Product;
  /** true: add it; false: remove it. */
  readonly favourite: boolean;
}

/** Adds or removes a favourite, optimistically. */
export function useToggleFavourite(userId: string) {
  const api = useApi();
  const client = useQueryClient();
  const { language } = useT();
  const key = favouritesKeys.list(userId);
  return useMutation({
    mutationFn: async ({ product, favourite }: FavouriteChange): Promise<void> => {
      if (favourite) await api.call(addFavouriteEndpoint, { body: { productId: product.id } });
      else await api.call(removeFavouriteEndpoint, { params: { productId: product.id } });
    },
    onMutate: async ({ product, favourite }: FavouriteChange) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Product[]>(key);
      const others = (previous ?? []).filter((p) => p.id !== product.id);
      client.setQueryData<Product[]>(key, favourite ? [...others, product] : others);
      return { previous };
    },
    onError: (error, _change, context) => {
      client.setQueryData(key, context?.previous);
      notify('error', toApiError(error).description[language]);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
