import type { CategoryPresentation, LayoutPlan } from '#engine/layout-plan';

/** How a category renders: the plan's entry, or the plan's default for a category it did not list. */
export function presentationOf(plan: LayoutPlan, categoryId: number): CategoryPresentation {
  return plan.categories[categoryId] ?? { ...plan.defaultCategory, categoryId };
}

export const sectionId = (categoryId: number) => `category-${categoryId}`;
