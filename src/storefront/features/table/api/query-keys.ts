/** The table feature's query keys: what a printed code seats the shopper at, and that table's calls. */
export const tableKeys = {
  table: (token: string) => ['table', token] as const,
  calls: (token: string) => ['table-calls', token] as const,
};
