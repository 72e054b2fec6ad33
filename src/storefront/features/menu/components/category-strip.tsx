import { memo, useEffect, useState } from 'react';
import { useT } from '#storefront/i18n/use-t.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import type { MenuCategory } from '../use-menu.ts';
import { sectionId } from '../presentation.ts';

/**
 * The sticky strip of category chips. Scroll-spy: the chip of the section at the top of the
 * viewport is marked current; a chip scrolls to its section.
 */
/** Top of the band (under the sticky strip) where a section counts as the current one. */
const BAND_TOP = 120;

export const CategoryStrip = memo(function CategoryStrip({ categories }: { readonly categories: readonly MenuCategory[] }) {
  const { t } = useT();
  const text = useLocalized();
  const [active, setActive] = useState<number | null>(categories[0]?.id ?? null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Map<number, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(Number(entry.target.getAttribute('data-category')), entry.isIntersecting);
        const current = categories.find((c) => visible.get(c.id));
        if (current) {
          setActive(current.id);
          return;
        }
        // Back above the first section (banners, the top of the page): the first chip again.
        const first = categories[0];
        const top = first ? document.getElementById(sectionId(first.id))?.getBoundingClientRect().top : undefined;
        if (first && top !== undefined && top > BAND_TOP) setActive(first.id);
      },
      // A section counts as current while it crosses the band just under the sticky strip.
      { rootMargin: `-${BAND_TOP}px 0px -60% 0px` },
    );
    for (const category of categories) {
      const element = document.getElementById(sectionId(category.id));
      if (element) {
        element.setAttribute('data-category', String(category.id));
        observer.observe(element);
      }
    }
    return () => observer.disconnect();
  }, [categories]);

  // Keep the current chip in view inside the strip (the first one is, where the strip starts:
  // scrolling to it would only make the browser lay out the page once more).
  const firstId = categories[0]?.id ?? null;
  useEffect(() => {
    if (active === null || active === firstId) return;
    document.getElementById(`chip-${active}`)?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active, firstId]);

  return (
    <nav className="category-strip" aria-label={t('menu.categories')}>
      <ul className="category-strip__list">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              id={`chip-${category.id}`}
              className="chip"
              href={`#${sectionId(category.id)}`}
              aria-current={active === category.id ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setActive(category.id);
                document.getElementById(sectionId(category.id))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
              }}
            >
              {text(category.name)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});
