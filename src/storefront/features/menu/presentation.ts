import type { CategoryPresentation, LayoutPlan } from '#engine/layout-plan';

/** How a category renders: the plan's entry, or the plan's default for a category it did not list. */
export function presentationOf(plan: LayoutPlan, categoryId: number): CategoryPresentation {
  return plan.categories[categoryId] ?? { ...plan.defaultCategory, categoryId };
}

/** The `sizes` of a card image for each view: what share of the viewport the card takes. */
export const IMAGE_SIZES: Readonly<Record<CategoryPresentation['viewType'], string>> = {
  BIG: '(max-width: 640px) 100vw, 480px',
  MEDIUM: '(max-width: 640px) 50vw, 240px',
  SMALL: '(max-width: 640px) 33vw, 200px',
};

export const sectionId = (categoryId: number) => `category-${categoryId}`;
