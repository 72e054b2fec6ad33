/**
 * Client state is kept per brand (DESIGN, client state): one store per merchant, created the
 * first time that brand asks for it and kept for the life of the page.
 */
export function perBrand<T>(create: (merchantId: string) => T): (merchantId: string) => T {
  const stores = new Map<string, T>();
  return (merchantId) => {
    let store = stores.get(merchantId);
    if (store === undefined) {
      store = create(merchantId);
      stores.set(merchantId, store);
    }
    return store;
  };
}
