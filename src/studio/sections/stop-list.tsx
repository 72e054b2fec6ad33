/**
 * The stop-list: per branch, a product marked sold out now, or available again. Shoppers see it
 * as sold out, and the server refuses it at quote and order time.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { branchesEndpoint, overallsEndpoint } from '#schemas/endpoints';
import { setStopListEndpoint, stopListEndpoint } from '#schemas/studio-endpoints';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { nameIn } from '../lib/localized.ts';
import { Loading } from '../components/status.tsx';

export default function StopListScreen() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const queryClient = useQueryClient();
  const branches = useQuery({ queryKey: studioKeys.branches(merchantId), queryFn: ({ signal }) => api.call(branchesEndpoint, { signal }) });
  const menu = useQuery({ queryKey: studioKeys.menu(merchantId), queryFn: ({ signal }) => api.call(overallsEndpoint, { signal, query: { type: 'WEB' } }) });
  const stops = useQuery({ queryKey: studioKeys.stopList(merchantId), queryFn: ({ signal }) => api.call(stopListEndpoint, { signal }) });
  const [asked, setBranch] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  const failed = branches.error ?? menu.error ?? stops.error;
  if (failed) return <p role="alert">{errorText(failed, language)}</p>;
  if (!branches.data || !menu.data || !stops.data) return <Loading />;

  const branchId = asked ?? branches.data[0]?.id ?? null;
  const soldOut = new Set(stops.data.filter((s) => s.branchId === branchId).map((s) => s.productId));
  const query = search.trim().toLowerCase();
  const products = menu.data.products.filter((p) => !query || nameIn(p.name, language).toLowerCase().includes(query));

  const toggle = async (productId: number, available: boolean) => {
    if (!branchId) return;
    setError(null);
    const result = await api.request(setStopListEndpoint, { body: { branchId, productId, available } });
    if (result.error) setError(errorText(result.error, language));
    await queryClient.invalidateQueries({ queryKey: studioKeys.stopList(merchantId) });
  };

  return (
    <div className="studio-section">
      <h1>{t('stopList.title')}</h1>
      <div className="studio-row">
        <label>
          {t('stopList.branch')}
          <select value={branchId ?? ''} onChange={(e) => setBranch(e.target.value)}>
            {branches.data.map((b) => (
              <option key={b.id} value={b.id}>
                {nameIn(b.name, language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('stopList.search')}
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </div>
      {error && (
        <p role="alert" className="studio-error">
          {error}
        </p>
      )}
      <ul className="studio-list">
        {products.map((p) => {
          const out = soldOut.has(p.id);
          const name = nameIn(p.name, language);
          return (
            <li key={p.id} className={out ? 'is-sold-out' : undefined}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  checked={out}
                  aria-label={`${t('stopList.soldOut')}: ${name}`}
                  onChange={(e) => void toggle(p.id, !e.target.checked)}
                />
                <span>{name}</span>
              </label>
              <span className="studio-tag">{out ? t('stopList.soldOut') : t('stopList.available')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
