import type { CSSProperties } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { useBrand } from '../../../lib/app-context.tsx';
import { useBrandCatalog } from '../api/get-brand-catalog.ts';

/** Only web addresses: a brand's domain never becomes a script or other scheme link. */
function safeHref(domainUrl: string): string | null {
  const candidate = /^https?:\/\//i.test(domainUrl) ? domainUrl : `https://${domainUrl}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Tabs of the brands of one group; each brand is its own site with its own session. */
export default function BrandTabs() {
  const { t } = useT();
  const { merchantId } = useBrand();
  const { data } = useBrandCatalog();
  if (!data || data.length < 2) return null;
  return (
    <nav className="brand-tabs" aria-label={t('nav.brands')}>
      <ul className="brand-tabs__list">
        {data.map((brand) => {
          const href = safeHref(brand.domainUrl);
          const current = brand.merchantId === merchantId;
          return (
            <li key={brand.id}>
              <a
                className="brand-tab"
                href={href ?? undefined}
                aria-current={current ? 'page' : undefined}
                style={{ '--brand-color': brand.color ?? undefined } as CSSProperties}
              >
                {brand.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
