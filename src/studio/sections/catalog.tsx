/**
 * The catalogue's presentation: per category its view, scroll and navigation types and whether it
 * sells without the basket, its picture, and the order of groups, categories and each category's
 * products (drag, or the up and down buttons); each product's picture, and the home banners'.
 * Each change is saved at once; shoppers' pages follow the menu's change notification.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bannersEndpoint, overallsEndpoint } from '#schemas/endpoints';
import { categoryPatchEndpoint, IMAGE_UPLOAD_LIMITS, reorderEndpoint, setImageEndpoint } from '#schemas/studio-endpoints';
import { categoryViewTypeSchema, navigationTypeSchema, scrollTypeSchema, type CategoryViewType, type NavigationType, type ScrollType } from '#schemas/common';
import type { Banner, Category, OverallMenu, Product } from '#schemas/entities';
import { squareImageSet, wideImageSet } from '#domain/image-url';
import { useState, type ReactNode } from 'react';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { nameIn } from '../lib/localized.ts';
import { Loading } from '../components/status.tsx';
import { ReorderList } from '../components/reorder-list.tsx';
import { uploadImage } from '../lib/upload-image.ts';

interface Patch {
  readonly viewType?: CategoryViewType;
  readonly scrollType?: ScrollType;
  readonly navigationType?: NavigationType;
  readonly isWithoutCart?: boolean;
}

type ImageKind = 'categories' | 'products' | 'banners';

const byPriority = <T extends { readonly priority?: number; readonly id: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0) || a.id - b.id);

export default function CatalogScreen() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const queryClient = useQueryClient();
  const key = studioKeys.menu(merchantId);
  const menu = useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(overallsEndpoint, { signal, query: { type: 'WEB' } }) });
  const bannersKey = studioKeys.banners(merchantId);
  const banners = useQuery({ queryKey: bannersKey, queryFn: ({ signal }) => api.call(bannersEndpoint, { signal }) });
  const [status, setStatus] = useState<string | null>(null);

  if (menu.isPending) return <Loading />;
  if (menu.isError) return <p role="alert">{errorText(menu.error, language)}</p>;

  const done = (error: unknown) => setStatus(error ? errorText(error, language) : t('catalog.saved'));
  const patch = async (category: Category, body: Patch) => {
    queryClient.setQueryData<OverallMenu>(
      key,
      (old) => old && { ...old, categories: old.categories.map((c) => (c.id === category.id ? { ...c, ...body } : c)) },
    );
    const result = await api.request(categoryPatchEndpoint, { params: { id: category.id }, body });
    done(result.error);
    if (result.error) void menu.refetch();
  };
  const reorder = async (kind: 'groups' | 'categories' | 'products', ids: number[]) => {
    queryClient.setQueryData<OverallMenu>(key, (old) => {
      if (!old) return old;
      const rank = new Map(ids.map((id, i) => [id, i + 1]));
      const ranked = <T extends { readonly id: number; readonly priority?: number }>(list: T[]) =>
        list.map((x) => (rank.has(x.id) ? { ...x, priority: rank.get(x.id)! } : x));
      if (kind === 'groups') return { ...old, groups: ranked(old.groups) };
      return kind === 'categories' ? { ...old, categories: ranked(old.categories) } : { ...old, products: ranked(old.products) };
    });
    const result = await api.request(reorderEndpoint, { body: { kind, ids } });
    done(result.error);
    if (result.error) void menu.refetch();
  };

  /** A category's, product's or banner's picture: uploaded (type, size and pixels checked by the server), then named on it. */
  const picture = async (kind: ImageKind, id: number, file: File) => {
    try {
      const uploaded = await uploadImage(merchantId, file);
      const result = await api.request(setImageEndpoint, { params: { kind, id }, body: { file: uploaded.file } });
      done(result.error);
      void (kind === 'banners' ? banners.refetch() : menu.refetch());
    } catch (error) {
      done(error);
    }
  };
  const upload = (kind: ImageKind, id: number, name: string) => (
    <label className="studio-button">
      {t('settings.upload')}
      <input
        type="file"
        className="studio-visually-hidden"
        aria-label={`${t('settings.upload')}: ${name}`}
        accept={Object.keys(IMAGE_UPLOAD_LIMITS.types).join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void picture(kind, id, file);
          e.target.value = '';
        }}
      />
    </label>
  );

  const groups = byPriority(menu.data.groups);
  const categories = byPriority(menu.data.categories);
  return (
    <div className="studio-section">
      <h1>{t('catalog.title')}</h1>
      <p className="studio-help">{t('catalog.dragHint')}</p>
      <p role="status" className="studio-save-state">
        {status ?? '\u00a0'}
      </p>
      {groups.length > 1 && (
        <ReorderList
          items={groups}
          idOf={(g) => g.id}
          labelOf={(g) => nameIn(g.name, language)}
          onOrder={(ids) => void reorder('groups', ids)}
          render={(g) => <strong>{nameIn(g.name, language)}</strong>}
        />
      )}
      <ReorderList
        items={categories}
        idOf={(c) => c.id}
        labelOf={(c) => nameIn(c.name, language)}
        onOrder={(ids) => void reorder('categories', ids)}
        render={(c) => {
          const name = nameIn(c.name, language);
          const choice = (label: string, value: string | null | undefined, options: readonly string[], set: (v: string) => void) => (
            <label>
              {label}
              <select aria-label={`${label}: ${name}`} value={value ?? ''} onChange={(e) => set(e.target.value)}>
                {!value && <option value="">{t('catalog.inherit')}</option>}
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </label>
          );
          return (
            <div className="studio-category">
              <strong>{name}</strong>
              {choice(t('catalog.viewType'), c.viewType, categoryViewTypeSchema.options, (v) => void patch(c, { viewType: categoryViewTypeSchema.parse(v) }))}
              {choice(t('catalog.scrollType'), c.scrollType, scrollTypeSchema.options, (v) => void patch(c, { scrollType: scrollTypeSchema.parse(v) }))}
              {choice(
                t('catalog.navigationType'),
                c.navigationType,
                navigationTypeSchema.options,
                (v) => void patch(c, { navigationType: navigationTypeSchema.parse(v) }),
              )}
              <label>
                <input
                  type="checkbox"
                  aria-label={`${t('catalog.withoutCart')}: ${name}`}
                  checked={c.isWithoutCart}
                  onChange={(e) => void patch(c, { isWithoutCart: e.target.checked })}
                />
                {t('catalog.withoutCart')}
              </label>
              {upload('categories', c.id, name)}
            </div>
          );
        }}
      />
      <h2>{t('catalog.products')}</h2>
      {categories.map((c) => {
        const products = byPriority(menu.data.products.filter((p) => p.categoryId === c.id));
        if (products.length === 0) return null;
        const name = nameIn(c.name, language);
        return (
          <details key={c.id} className="studio-products" data-category={c.id}>
            <summary>
              {name} <span className="studio-help">({products.length})</span>
            </summary>
            <ReorderList
              items={products}
              idOf={(p) => p.id}
              labelOf={(p) => nameIn(p.name, language)}
              onOrder={(ids) => void reorder('products', ids)}
              render={(p: Product) => (
                <Pictured file={p.image} square>
                  <strong>{nameIn(p.name, language)}</strong>
                  {upload('products', p.id, nameIn(p.name, language))}
                </Pictured>
              )}
            />
          </details>
        );
      })}
      <h2>{t('catalog.banners')}</h2>
      {banners.isPending ? (
        <Loading />
      ) : banners.isError ? (
        <p role="alert">{errorText(banners.error, language)}</p>
      ) : banners.data.length === 0 ? (
        <p className="studio-help">{t('catalog.noBanners')}</p>
      ) : (
        <ul className="studio-list">
          {byPriority(banners.data).map((b: Banner, index) => {
            const name = (b.title && nameIn(b.title, language)) || `${t('catalog.banner')} ${index + 1}`;
            return (
              <li key={b.id}>
                <Pictured file={b.image}>
                  <strong>{name}</strong>
                  {upload('banners', b.id, name)}
                </Pictured>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A row with its picture as the storefront's image proxy serves it (decorative: the row names it). */
function Pictured({ file, square = false, children }: { file: string | null | undefined; square?: boolean; children: ReactNode }) {
  const image = square ? squareImageSet(file, 240, '') : wideImageSet(file);
  return (
    <div className="studio-category is-pictured">
      <img className={square ? 'studio-thumb' : 'studio-thumb is-wide'} src={image.src} alt="" width={square ? 48 : 96} height={48} loading="lazy" />
      {children}
    </div>
  );
}
