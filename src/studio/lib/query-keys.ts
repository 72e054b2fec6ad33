/** The studio's query keys, one factory (per brand: a tab shows one brand). */
export const studioKeys = {
  me: (merchantId: string) => ['studio', merchantId, 'me'] as const,
  settings: (merchantId: string) => ['studio', merchantId, 'settings'] as const,
  versions: (merchantId: string) => ['studio', merchantId, 'versions'] as const,
  stopList: (merchantId: string) => ['studio', merchantId, 'stop-list'] as const,
  orders: (merchantId: string) => ['studio', merchantId, 'orders'] as const,
  staff: (merchantId: string) => ['studio', merchantId, 'staff'] as const,
  log: (merchantId: string) => ['studio', merchantId, 'log'] as const,
  menu: (merchantId: string) => ['studio', merchantId, 'menu'] as const,
  /** The brand draft (GET /studio/v1/brand): the menu editor's. */
  brand: (merchantId: string) => ['studio', merchantId, 'brand'] as const,
  banners: (merchantId: string) => ['studio', merchantId, 'banners'] as const,
  branches: (merchantId: string) => ['studio', merchantId, 'branches'] as const,
};
