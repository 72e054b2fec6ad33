/**
 * The brand draft's calls (docs/decisions/032-one-brand-draft.md): the draft whole, and one item
 * written or removed with its ETag (`If-Match`), or as new (`If-None-Match: *`), so an edit never
 * overwrites another member's unseen change.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#storefront/lib/api-client.ts';
import { deleteBrandItemEndpoint, publishEndpoint, putBrandItemEndpoint, studioBrandEndpoint, type BrandCollection } from '#schemas/studio-endpoints';
import { studioKeys } from '../lib/query-keys.ts';

/**
 * The draft whole. Fresh for a few seconds: the copy the studio asked for as it opened serves the
 * editor's first render, not a second download of the whole menu. Every save asks again.
 */
export const brandQueryOptions = (api: ApiClient, merchantId: string) =>
  queryOptions({ queryKey: studioKeys.brand(merchantId), queryFn: ({ signal }) => api.call(studioBrandEndpoint, { signal }), staleTime: 10_000 });

/** `etag`: the item as its editor read it; null: a new item, refused over a taken key. */
export const putBrandItem = (
  api: ApiClient,
  collection: BrandCollection,
  item: { readonly id: number; readonly [key: string]: unknown },
  etag: string | null,
) =>
  api.call(putBrandItemEndpoint, {
    params: { collection, key: item.id },
    body: item as unknown as Record<string, unknown>,
    headers: etag ? { 'If-Match': etag } : { 'If-None-Match': '*' },
  });

export const deleteBrandItem = (api: ApiClient, collection: BrandCollection, id: number, etag: string | null) =>
  api.call(deleteBrandItemEndpoint, { params: { collection, key: id }, headers: etag ? { 'If-Match': etag } : {} });

export const publishBrand = (api: ApiClient, baseVersion: number) => api.call(publishEndpoint, { body: { baseVersion } });
