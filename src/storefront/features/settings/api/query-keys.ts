/** The settings feature's query keys: the merchant's web settings. */
export const settingsKeys = {
  web: ['web-settings'] as const,
};
