/** The vacancies feature's query keys: the vacancies published now, and one of them. */
export const vacanciesKeys = {
  all: ['vacancies'] as const,
  one: (id: string) => ['vacancies', id] as const,
};
