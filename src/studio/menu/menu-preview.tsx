/**
 * The draft's storefront beside the menu editor, at a phone's width: the signed preview link
 * opens the dish being edited (or the home page), and the frame is opened again after each saved
 * edit, since the draft's menu comes with the page (storefront/app/preview-listener.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { previewLinkEndpoint } from '#schemas/studio-endpoints';
import { PREVIEW_WIDTHS } from '#schemas/studio-preview';
import { ROUTE_PATHS } from '#schemas/routes';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';

/** The signed link lives a short while: asked again well before it ends. */
const LINK_FRESH_MS = 5 * 60_000;

export function MenuPreview({ productId, tick }: { readonly productId: number | null; readonly tick: number }) {
  const { api, merchantId } = useStudio();
  const { t } = useStudioT();
  const link = useQuery({
    queryKey: [...studioKeys.settings(merchantId), 'preview-link'],
    queryFn: ({ signal }) => api.call(previewLinkEndpoint, { signal }),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
  });
  if (!link.data) return <aside className="menu-preview" aria-label={t('menu.preview')} />;
  const url = new URL(link.data.url, location.origin);
  url.pathname = productId === null ? ROUTE_PATHS.home : ROUTE_PATHS.product.replace(':id', String(productId));
  const src = `${url.pathname}${url.search}`;
  const size = PREVIEW_WIDTHS.phone;
  return (
    <aside className="menu-preview" aria-label={t('menu.preview')}>
      <h2>{t('menu.preview')}</h2>
      <iframe key={`${src}#${tick}`} title={t('menu.preview')} src={src} width={size.width} height={size.height} />
    </aside>
  );
}
