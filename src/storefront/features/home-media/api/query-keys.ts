/** The home media feature's query keys: banners and stories. */
export const homeMediaKeys = {
  banners: ['banners'] as const,
  stories: ['stories'] as const,
};
