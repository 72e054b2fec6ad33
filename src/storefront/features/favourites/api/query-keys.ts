/** The favourites feature's query keys: the shopper's favourite products (SPEC's list). */
export const favouritesKeys = {
  all: ['favourites'] as const,
  list: (userId: string) => ['favourites', userId] as const,
};
