import { useMemo } from 'react';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useMenu, type AssembledMenu, type MenuCategory } from '../use-menu.ts';
import { presentationOf } from '../presentation.ts';
import { HOME_LIMIT } from '../long-lists.ts';
import { CategorySection } from './category-section.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { MenuSkeleton } from './menu-skeleton.tsx';
import { MenuFilterButton } from '#storefront/features/menu-filter/components/menu-filter-button.tsx';
import '../menu.css';

interface Block {
  readonly key: string;
  readonly title: string | null;
  readonly categories: readonly MenuCategory[];
}

/** Groups with their categories (GROUP), or the categories alone (WITHOUT_GROUP). */
function blocksOf(menu: AssembledMenu, grouped: boolean, text: ReturnType<typeof useLocalized>): Block[] {
  const withProducts = (c: MenuCategory) => c.products.length > 0;
  if (!grouped) return [{ key: 'all', title: null, categories: menu.categories.filter(withProducts) }];
  const placed = new Set<number>();
  const blocks: Block[] = [];
  for (const group of menu.groups) {
    const categories = group.categories.filter(withProducts);
    categories.forEach((c) => placed.add(c.id));
    if (categories.length > 0) blocks.push({ key: `group-${group.id}`, title: text(group.name), categories });
  }
  const rest = menu.categories.filter((c) => withProducts(c) && !placed.has(c.id));
  if (rest.length > 0) blocks.push({ key: 'rest', title: null, categories: rest });
  return blocks;
}

/** The menu of the home screen: sticky category strip, then every category per its presentation. */
export function MenuView({ grouped }: { readonly grouped: boolean }) {
  const { t } = useT();
  const text = useLocalized();
  const plan = usePlan();
  const { menu, isPending, error, refetch } = useMenu({ atNearestBranch: true });
  const blocks = useMemo(() => (menu ? blocksOf(menu, grouped, text) : []), [menu, grouped, text]);
  const categories = useMemo(() => blocks.flatMap((b) => b.categories), [blocks]);
  // The filter is offered where the brand marks its dishes at all.
  const marked = useMemo(() => menu?.products.some((p) => p.allergens.length > 0 || p.diet.length > 0) ?? false, [menu]);

  if (isPending) return <MenuSkeleton strip={plan.navigation.categoryStrip} />;
  if (error && !menu) {
    return <LoadState error={error} retry={refetch} />;
  }
  const tools = <MenuFilterButton marked={marked} />;
  if (categories.length === 0)
    return (
      <>
        {tools}
        <StateMessage title={t('menu.empty')} text={t('menu.emptyHint')} />
      </>
    );

  const firstId = categories[0]?.id;
  return (
    <div className="menu">
      {plan.navigation.categoryStrip ? <CategoryStrip categories={categories} /> : null}
      {tools}
      {blocks.map((block) => (
        <div key={block.key} className="menu__block">
          {block.title ? <h2 className="menu__group-title">{block.title}</h2> : null}
          {block.categories.map((category) => (
            <CategorySection
              key={category.id}
              category={category}
              presentation={presentationOf(plan, category.id)}
              quickAdd={plan.home.quickAdd}
              first={category.id === firstId}
              headingLevel={block.title ? 3 : 2}
              limit={HOME_LIMIT}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
