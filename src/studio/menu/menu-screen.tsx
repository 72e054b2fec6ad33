/**
 * The menu editor: the brand draft's groups, categories and dishes (docs/decisions/032-one-brand-draft.md).
 * The list on the left is searched as one types and filtered by category, missing translations and
 * hidden dishes; the item chosen is edited in the middle and saved into the draft (its ETag guards
 * against another member's unseen change); the draft's storefront shows on the right, at the dish
 * being edited. Publish makes the draft the shoppers' menu, with the settings.
 */
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { brandLanguages } from '#domain/language';
import { LANGUAGES, type Language } from '#schemas/common';
import type { BrandCollection } from '#schemas/studio-endpoints';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { nameIn } from '../lib/localized.ts';
import { Loading } from '../components/status.tsx';
import { brandQueryOptions, deleteBrandItem, publishBrand, putBrandItem } from '../api/brand.ts';
import {
  byPriority,
  changedPrice,
  duplicateProduct,
  filterProducts,
  inCatalogueOrder,
  withSavedItem,
  menuCsv,
  menuOf,
  nextId,
  NO_FILTER,
  type BrandCopy,
  type MenuCategory,
  type MenuFilter,
  type MenuGroup,
  type MenuProduct,
} from './menu-draft.ts';
import { CategoryForm, GroupForm, ProblemBox, type FormProblem } from './catalogue-forms.tsx';
import { ProductForm } from './product-form.tsx';
import { MenuPreview } from './menu-preview.tsx';
import { ProductRows } from './product-rows.tsx';
import { ImportPanel } from './import-panel.tsx';
import { csvRows, importMenuRows, type MenuImport } from './menu-import.ts';

/** The item being edited: a copy of the draft's, or a new one (no ETag yet). */
type Editing =
  | { readonly collection: 'groups'; readonly item: MenuGroup; readonly etag: string | null }
  | { readonly collection: 'categories'; readonly item: MenuCategory; readonly etag: string | null }
  | { readonly collection: 'products'; readonly item: MenuProduct; readonly etag: string | null };

export default function MenuScreen() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const queryClient = useQueryClient();
  const brand = useQuery(brandQueryOptions(api, merchantId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [filter, setFilter] = useState<MenuFilter>(NO_FILTER);
  const text = useDeferredValue(filter.text);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [imported, setImported] = useState<MenuImport | null>(null);
  const [progress, setProgress] = useState<{ done: number; count: number } | null>(null);
  const [previewTick, setPreviewTick] = useState(0);
  const formRef = useRef<HTMLElement>(null);
  const editingKey = editing ? `${editing.collection}/${editing.item.id}` : null;
  // On a phone the form is under the list: the item chosen comes into view.
  useEffect(() => {
    if (editingKey && window.matchMedia('(max-width: 719px)').matches) formRef.current?.scrollIntoView({ block: 'start' });
  }, [editingKey]);

  const data = brand.data;
  const menu = useMemo(() => (data ? menuOf(data.brand) : null), [data]);
  const settings = (data?.brand.webSettings ?? {}) as Record<string, unknown>;
  const offered: Language[] = brandLanguages({
    uzLangActive: settings.uzLangActive !== false,
    ruLangActive: settings.ruLangActive !== false,
    engLangActive: settings.engLangActive === true,
    mainLanguage: LANGUAGES.find((l) => l === settings.mainLanguage) ?? 'uz',
  }).offered;
  const products = useMemo(
    () => (menu ? inCatalogueOrder(filterProducts(menu.products, { ...filter, text }, offered), menu) : []),
    // `offered` follows the settings, which `menu` follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menu, filter.categoryId, filter.missing, filter.hidden, text],
  );

  if (brand.isPending) return <Loading />;
  if (brand.isError || !data || !menu) return <p role="alert">{toApiError(brand.error).description[language]}</p>;

  // Each save or removal goes into the studio's copy of the draft at once (the next new item takes
  // the next free id), and the draft is read again behind it.
  const keep = (collection: BrandCollection, item: { readonly id: number }, etag: string | null) =>
    queryClient.setQueryData<BrandCopy>(studioKeys.brand(merchantId), (copy) => (copy ? withSavedItem(copy, collection, item, etag) : copy));
  const putItem = async (collection: BrandCollection, item: { readonly id: number; readonly [key: string]: unknown }, etag: string | null) => {
    const answer = await putBrandItem(api, collection, item, etag);
    keep(collection, item, answer.etag);
    return answer;
  };
  const deleteItem = async (collection: BrandCollection, id: number, etag: string | null) => {
    await deleteBrandItem(api, collection, id, etag);
    keep(collection, { id }, null);
  };
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: studioKeys.brand(merchantId) });
    setPreviewTick((n) => n + 1);
  };
  const fail = (error: unknown) => {
    const e = toApiError(error);
    setProblem({ text: e.description[language], fields: e.fields ?? [], dependents: e.dependents });
    setStatus(null);
  };
  const open = (next: Editing) => {
    setEditing(next);
    setProblem(null);
    setStatus(null);
  };
  const etagOf = (collection: BrandCollection, id: number) => data.etags[`${collection}/${id}`] ?? null;

  const save = async (next: Editing) => {
    setBusy(true);
    setStatus(t('menu.saving'));
    try {
      const answer = await putItem(next.collection, next.item, next.etag);
      setEditing({ ...next, etag: answer.etag } as Editing);
      setProblem(null);
      setStatus(t('menu.saved'));
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (target: Editing) => {
    if (!window.confirm(t('menu.confirmDelete', { name: nameIn(target.item.name, language) }))) return;
    setBusy(true);
    try {
      await deleteItem(target.collection, target.item.id, target.etag);
      setEditing(null);
      setProblem(null);
      setStatus(t('menu.deleted'));
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const publish = async () => {
    setBusy(true);
    try {
      const answer = await publishBrand(api, data.baseVersion);
      setStatus(t('menu.published', { version: answer.version }));
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: studioKeys.settings(merchantId) });
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const bulk = async (change: { by: 'percent' | 'amount'; value: number }) => {
    setBusy(true);
    let count = 0;
    try {
      for (const product of menu.products.filter((p) => checked.has(p.id))) {
        await putItem('products', { ...product, amount: changedPrice(product.amount, change) }, etagOf('products', product.id));
        count += 1;
      }
      setStatus(t('menu.bulkDone', { count }));
      setProblem(null);
      setChecked(new Set());
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const chooseCsv = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setStatus(null);
    setImported(importMenuRows(await csvRows(await file.text()), menu));
  };
  const applyImport = async (result: MenuImport, removeMissing: boolean) => {
    const removals = removeMissing ? result.missing : [];
    const count = result.added.length + result.changed.length + removals.length;
    setBusy(true);
    let done = 0;
    setProgress({ done, count });
    try {
      // Dishes first, then the removals: a failure stops where it is, and what was saved stays in the draft.
      for (const product of result.added) {
        await putItem('products', product, null);
        setProgress({ done: ++done, count });
      }
      for (const change of result.changed) {
        await putItem('products', change.after, etagOf('products', change.after.id));
        setProgress({ done: ++done, count });
      }
      for (const product of removals) {
        await deleteItem('products', product.id, etagOf('products', product.id));
        setProgress({ done: ++done, count });
      }
      setImported(null);
      setProblem(null);
      setStatus(t('menu.importDone', { count }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setProgress(null);
      await refresh();
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([menuCsv(menu)], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'menu.csv' });
    link.click();
    URL.revokeObjectURL(url);
  };

  const firstCategory = byPriority(menu.categories)[0];
  const newProduct = (): MenuProduct => ({
    id: nextId(menu.products),
    categoryId: filter.categoryId ?? firstCategory?.id ?? 0,
    name: {},
    amount: 0,
    active: true,
    productBranch: menu.branches.map((b) => ({ branchId: b.id })),
    modificationGroups: [],
  });
  const groupsInOrder = byPriority(menu.groups);
  const categoriesOf = (groupId: number | null) => byPriority(menu.categories.filter((c) => (c.groupId ?? null) === groupId));
  const ungrouped = categoriesOf(null).filter((c) => !c.groupId || !menu.groups.some((g) => g.id === c.groupId));
  const selectedId = editing?.item.id;

  return (
    <div className="menu-editor">
      <header className="menu-bar">
        <h1>{t('menu.title')}</h1>
        <p className="menu-intro">{t('menu.intro')}</p>
        <p className={data.draft ? 'menu-draft-on' : 'menu-draft-off'} role="status">
          {data.draft ? t('menu.draft') : t('menu.noDraft')}
        </p>
        <div className="menu-actions">
          <button type="button" className="studio-primary" disabled={busy || !data.draft} onClick={() => void publish()}>
            {t('menu.publish')}
          </button>
          <button type="button" onClick={download}>
            {t('menu.csv')}
          </button>
          <label className="studio-button studio-file-button">
            {t('menu.csvImport')}
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(e) => {
                void chooseCsv(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        <div className="menu-add">
          <button type="button" onClick={() => open({ collection: 'groups', item: { id: nextId(menu.groups), name: {} }, etag: null })}>
            + {t('menu.addGroup')}
          </button>
          <button
            type="button"
            onClick={() =>
              open({ collection: 'categories', item: { id: nextId(menu.categories), name: {}, groupId: groupsInOrder[0]?.id ?? null }, etag: null })
            }
          >
            + {t('menu.addCategory')}
          </button>
          <button type="button" disabled={menu.categories.length === 0} onClick={() => open({ collection: 'products', item: newProduct(), etag: null })}>
            + {t('menu.addProduct')}
          </button>
        </div>
        {status && (
          <p className="studio-ok" role="status">
            {status}
          </p>
        )}
        {problem && !editing && <ProblemBox problem={problem} />}
        {imported && (
          <ImportPanel
            result={imported}
            busy={busy}
            progress={progress}
            onApply={(removeMissing) => void applyImport(imported, removeMissing)}
            onCancel={() => setImported(null)}
          />
        )}
      </header>

      <section className="menu-list" aria-label={t('menu.title')}>
        <div className="menu-filters">
          <input
            type="search"
            aria-label={t('menu.search')}
            placeholder={t('menu.search')}
            value={filter.text}
            onChange={(e) => setFilter({ ...filter, text: e.target.value })}
          />
          <select
            aria-label={t('menu.category')}
            value={filter.categoryId ?? ''}
            onChange={(e) => setFilter({ ...filter, categoryId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('menu.allCategories')}</option>
            {byPriority(menu.categories).map((c) => (
              <option key={c.id} value={c.id}>
                {nameIn(c.name, language) || `#${c.id}`}
              </option>
            ))}
          </select>
          <label>
            <input type="checkbox" checked={filter.missing} onChange={(e) => setFilter({ ...filter, missing: e.target.checked })} />
            {t('menu.onlyMissing')}
          </label>
          <label>
            <input type="checkbox" checked={filter.hidden} onChange={(e) => setFilter({ ...filter, hidden: e.target.checked })} />
            {t('menu.onlyHidden')}
          </label>
        </div>
        <nav className="menu-tree" aria-label={t('menu.category')}>
          {[...groupsInOrder.map((g) => ({ group: g as MenuGroup | null, categories: categoriesOf(g.id) })), { group: null, categories: ungrouped }].map(
            ({ group, categories }) =>
              (group || categories.length > 0) && (
                <div key={group?.id ?? 'none'} className="menu-tree-group">
                  {group ? (
                    <button
                      type="button"
                      className="menu-tree-item menu-tree-group-name"
                      aria-current={editing?.collection === 'groups' && selectedId === group.id}
                      onClick={() => open({ collection: 'groups', item: group, etag: etagOf('groups', group.id) })}
                    >
                      {nameIn(group.name, language) || `#${group.id}`}
                    </button>
                  ) : (
                    <span className="menu-tree-group-name">{t('menu.noGroup')}</span>
                  )}
                  {categories.map((c) => (
                    <button
                      key={c.id}
                      type="button"
                      className="menu-tree-item"
                      aria-current={editing?.collection === 'categories' && selectedId === c.id}
                      onClick={() => {
                        setFilter({ ...filter, categoryId: c.id });
                        open({ collection: 'categories', item: c, etag: etagOf('categories', c.id) });
                      }}
                    >
                      {nameIn(c.name, language) || `#${c.id}`} <small>({menu.products.filter((p) => p.categoryId === c.id).length})</small>
                    </button>
                  ))}
                </div>
              ),
          )}
        </nav>

        {checked.size > 0 && <BulkPrice count={checked.size} busy={busy} onApply={(change) => void bulk(change)} />}

        <p className="menu-count">{t('menu.products', { count: products.length })}</p>
        {products.length === 0 && <p>{menu.products.length === 0 ? t('menu.empty') : t('menu.nothingFound')}</p>}
        <ProductRows
          products={products}
          offered={offered}
          selectedId={editing?.collection === 'products' ? editing.item.id : null}
          checked={checked}
          onCheck={(id, on) => {
            const next = new Set(checked);
            if (on) next.add(id);
            else next.delete(id);
            setChecked(next);
          }}
          onOpen={(p) => open({ collection: 'products', item: p, etag: etagOf('products', p.id) })}
        />
      </section>

      <section className="menu-form" ref={formRef}>
        {!editing && <p className="menu-pick">{t('menu.pick')}</p>}
        {editing?.collection === 'groups' && (
          <GroupForm
            key={`g${editing.item.id}${editing.etag ?? 'new'}`}
            group={editing.item}
            offered={offered}
            busy={busy}
            problem={problem}
            onSave={(item) => void save({ ...editing, item })}
            onDelete={editing.etag ? () => void remove(editing) : null}
          />
        )}
        {editing?.collection === 'categories' && (
          <CategoryForm
            key={`c${editing.item.id}${editing.etag ?? 'new'}`}
            category={editing.item}
            groups={groupsInOrder}
            offered={offered}
            busy={busy}
            problem={problem}
            onSave={(item) => void save({ ...editing, item })}
            onDelete={editing.etag ? () => void remove(editing) : null}
          />
        )}
        {editing?.collection === 'products' && (
          <ProductForm
            key={`p${editing.item.id}${editing.etag ?? 'new'}`}
            product={editing.item}
            categories={byPriority(menu.categories)}
            branches={menu.branches}
            offered={offered}
            busy={busy}
            problem={problem}
            onSave={(item) => void save({ ...editing, item })}
            onDelete={editing.etag ? () => void remove(editing) : null}
            onDuplicate={
              editing.etag
                ? () =>
                    open({
                      collection: 'products',
                      item: duplicateProduct(editing.item, menu.products, (name) => t('menu.copyOf', { name })),
                      etag: null,
                    })
                : null
            }
          />
        )}
      </section>

      <MenuPreview productId={editing?.collection === 'products' && editing.etag ? editing.item.id : null} tick={previewTick} />
    </div>
  );
}

function BulkPrice({
  count,
  busy,
  onApply,
}: {
  readonly count: number;
  readonly busy: boolean;
  readonly onApply: (change: { by: 'percent' | 'amount'; value: number }) => void;
}) {
  const { t } = useStudioT();
  const [by, setBy] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const number = Number(value);
  return (
    <form
      className="menu-bulk"
      onSubmit={(e) => {
        e.preventDefault();
        if (value !== '' && Number.isFinite(number)) onApply({ by, value: number });
      }}
    >
      <strong>
        {t('menu.bulkTitle')} · {t('menu.selected', { count })}
      </strong>
      <label>
        <input type="radio" name="bulk-by" checked={by === 'percent'} onChange={() => setBy('percent')} /> {t('menu.bulkPercent')}
      </label>
      <label>
        <input type="radio" name="bulk-by" checked={by === 'amount'} onChange={() => setBy('amount')} /> {t('menu.bulkAmount')}
      </label>
      <label>
        {t('menu.bulkValue')}
        <input
          type="number"
          step={by === 'percent' ? 1 : 100}
          min={by === 'percent' ? -100 : undefined}
          max={by === 'percent' ? 1000 : undefined}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>
      <button type="submit" disabled={busy || value === ''}>
        {t('menu.bulkApply')}
      </button>
    </form>
  );
}
