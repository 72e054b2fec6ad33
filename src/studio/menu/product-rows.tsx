/**
 * The menu editor's list of dishes: a scroll box of its own that draws only the rows in view
 * (@tanstack/react-virtual), so a 2,000-dish menu opens, filters and scrolls as quickly as a
 * short one. Each row: a box to choose it for a bulk change, and its name, price and tags.
 */
import { memo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Language } from '#schemas/common';
import { useStudioT } from '../i18n/i18n.ts';
import { nameIn } from '../lib/localized.ts';
import { missingLanguages, type MenuProduct } from './menu-draft.ts';
import { LANGUAGE_NAMES } from './catalogue-forms.tsx';

/**
 * A row's height, fixed (the stylesheet's .menu-products li): a name too long for its row ends in
 * an ellipsis, so no row is measured, and a scroll never makes the browser lay the list out.
 */
const ROW_PX = 42;

export interface ProductRowsProps {
  readonly products: readonly MenuProduct[];
  readonly offered: readonly Language[];
  /** The dish being edited. */
  readonly selectedId: number | null;
  readonly checked: ReadonlySet<number>;
  readonly onCheck: (id: number, on: boolean) => void;
  readonly onOpen: (product: MenuProduct) => void;
}

export function ProductRows({ products, offered, selectedId, checked, onCheck, onOpen }: ProductRowsProps) {
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: products.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
    getItemKey: (index) => products[index]!.id,
    // A scroll re-renders in React's own time, not inside each scroll event.
    useFlushSync: false,
  });
  return (
    <div className="menu-products" ref={box}>
      <ul style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const p = products[row.index]!;
          return (
            <li
              key={row.key}
              aria-setsize={products.length}
              aria-posinset={row.index + 1}
              aria-current={selectedId === p.id}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <Row product={p} offered={offered} checked={checked.has(p.id)} onCheck={onCheck} onOpen={onOpen} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One formatter for every price: a number's toLocaleString builds one each call. */
const PRICE = new Intl.NumberFormat('ru-RU');

/**
 * A row's content, drawn again only when its dish or its box changes: a scroll moves the rows
 * (their position is the list item's) and draws only those it brings into view.
 */
const Row = memo(function Row({
  product: p,
  offered,
  checked,
  onCheck,
  onOpen,
}: {
  readonly product: MenuProduct;
  readonly offered: readonly Language[];
  readonly checked: boolean;
  readonly onCheck: (id: number, on: boolean) => void;
  readonly onOpen: (product: MenuProduct) => void;
}) {
  const { t, language } = useStudioT();
  const missing = missingLanguages(p, offered);
  return (
    <>
      <input
        type="checkbox"
        aria-label={`${t('menu.select')}: ${nameIn(p.name, language)}`}
        checked={checked}
        onChange={(e) => onCheck(p.id, e.target.checked)}
      />
      <button type="button" onClick={() => onOpen(p)}>
        <span className="menu-product-name">{nameIn(p.name, language) || `#${p.id}`}</span>
        <span className="menu-product-price">{PRICE.format(p.amount)}</span>
        {p.active === false && <span className="menu-tag">{t('menu.hidden')}</span>}
        {missing.length > 0 && (
          <span className="menu-tag menu-tag-warn" title={t('menu.missing', { languages: missing.map((l) => LANGUAGE_NAMES[l]).join(', ') })}>
            {missing.join(' ')}
          </span>
        )}
      </button>
    </>
  );
});
