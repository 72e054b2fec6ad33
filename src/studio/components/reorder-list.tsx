/**
 * A list the member puts in order: drag a row, or move it with its up and down buttons (the
 * keyboard's way). `onOrder` gets the ids in their new order.
 */
import { useState, type ReactNode } from 'react';
import { useStudioT } from '../i18n/i18n.ts';

export interface ReorderListProps<T> {
  readonly items: readonly T[];
  readonly idOf: (item: T) => number;
  readonly labelOf: (item: T) => string;
  readonly render: (item: T) => ReactNode;
  readonly onOrder: (ids: number[]) => void;
}

export function ReorderList<T>({ items, idOf, labelOf, render, onOrder }: ReorderListProps<T>) {
  const { t } = useStudioT();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = items.map(idOf);
  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    onOrder(next);
  };
  return (
    <ol className="studio-reorder">
      {items.map((item, index) => (
        <li
          key={idOf(item)}
          draggable
          className={dragged === index ? 'is-dragged' : undefined}
          onDragStart={(e) => {
            setDragged(index);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged !== null) move(dragged, index);
            setDragged(null);
          }}
          onDragEnd={() => setDragged(null)}
        >
          <span className="studio-grip" aria-hidden="true">
            ⋮⋮
          </span>
          <div className="studio-reorder-body">{render(item)}</div>
          <span className="studio-reorder-buttons">
            <button type="button" aria-label={`${t('catalog.up')}: ${labelOf(item)}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
              ↑
            </button>
            <button
              type="button"
              aria-label={`${t('catalog.down')}: ${labelOf(item)}`}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
