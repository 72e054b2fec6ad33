import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { CategoryPresentation } from '#engine/layout-plan';
import type { Product } from '#schemas/entities';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { columnClasses } from '../columns.ts';
import { ProductCard } from './product-card.tsx';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface VirtualProductGridProps {
  readonly products: readonly Product[];
  readonly presentation: CategoryPresentation;
  readonly quickAdd: boolean;
  /** The products the server drew (one page): the first render, so hydration adopts them. */
  readonly initial: readonly Product[];
  /** The index of the first of them in `products`: once virtual, the list scrolls there. */
  readonly initialIndex: number;
}

interface Layout {
  /** Columns the stylesheet gives the grid at this width. */
  readonly columns: number;
  readonly gap: number;
  /** The list's width, for a row's first guess. */
  readonly width: number;
  /** The list's top in the document (the virtualizer's scroll margin). */
  readonly top: number;
}

/** The grid's columns, row gap and position, as the stylesheet laid it out. */
function measure(list: HTMLElement): Layout {
  const style = getComputedStyle(list);
  return {
    columns: Math.max(1, style.gridTemplateColumns.split(' ').filter(Boolean).length),
    gap: Number.parseFloat(style.rowGap) || 0,
    width: list.clientWidth,
    top: list.getBoundingClientRect().top + window.scrollY,
  };
}

/**
 * A long category as a grid whose rows outside the screen are not in the page
 * (@tanstack/react-virtual over the window's scroll). The server and the first render draw the
 * server's page of products; after hydration the grid measures its columns (a value per
 * breakpoint the stylesheet applies) and draws only the rows near the screen, with spacers
 * above and below for the rest.
 */
export default function VirtualProductGrid({ products, presentation, quickAdd, initial, initialIndex }: VirtualProductGridProps) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState<Layout | null>(null);

  useIsomorphicLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setLayout((current) =>
        current && current.columns === next.columns && current.gap === next.gap && current.width === next.width && current.top === next.top ? current : next,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const active = hydrated && layout !== null;
  const columns = layout?.columns ?? 1;
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(products.length / columns),
    // A card is about as tall as it is wide, plus its text: a first guess, measured once drawn.
    // From the measured layout, never the element: the virtualizer asks for every row, and
    // reading the element's width each time forces the browser to lay the page out again.
    estimateSize: () => (layout ? layout.width / columns + 110 : 320),
    overscan: 3,
    gap: layout?.gap ?? 0,
    scrollMargin: layout?.top ?? 0,
    enabled: active,
    // Scrolling re-renders in React's own time, not synchronously inside each scroll event.
    useFlushSync: false,
  });
  // The rows a scroll brings are drawn at a transition's priority, which React renders in slices
  // between the browser's frames: a scroll's own render (a continuous event's priority, never
  // sliced) keeps the rows it had, and the memoized cards in them cost nothing to draw again.
  const rows = useDeferredValue(virtualizer.getVirtualItems());

  // A later page asked for by its address: once virtual, show its products where they are.
  useEffect(() => {
    if (active && initialIndex > 0) virtualizer.scrollToIndex(Math.floor(initialIndex / columns), { align: 'start' });
    // Once, when the list becomes virtual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const view = presentation.viewType.toLowerCase();
  const className = `product-grid product-grid--${view} ${columnClasses(presentation.columns)}`;
  const card = (product: Product, index: number) => <ProductCard product={product} presentation={presentation} priority={index === 0} quickAdd={quickAdd} />;

  if (!active) {
    return (
      <ul ref={list} className={className} data-view={presentation.viewType} data-scroll="VERTICAL">
        {initial.map((product, index) => (
          <li key={product.id} className="product-list__item">
            {card(product, index)}
          </li>
        ))}
      </ul>
    );
  }

  const margin = virtualizer.options.scrollMargin;
  const before = rows[0] ? rows[0].start - margin : 0;
  const last = rows[rows.length - 1];
  const after = last ? virtualizer.getTotalSize() - (last.end - margin) : 0;
  return (
    <ul ref={list} className={className} data-view={presentation.viewType} data-scroll="VERTICAL" data-virtual="true">
      {before > 0 ? <li key="before" className="product-grid__spacer" aria-hidden="true" style={{ height: before }} /> : null}
      {rows.flatMap((row) =>
        products.slice(row.index * columns, (row.index + 1) * columns).map((product, i) => (
          <li
            key={product.id}
            className="product-list__item"
            data-index={i === 0 ? row.index : undefined}
            ref={i === 0 ? virtualizer.measureElement : undefined}
          >
            {card(product, row.index * columns + i)}
          </li>
        )),
      )}
      {after > 0 ? <li key="after" className="product-grid__spacer" aria-hidden="true" style={{ height: after }} /> : null}
    </ul>
  );
}
