import type { CSSProperties } from 'react';
import { brandSiteUrl } from '#domain/merchant-host';
import { useT } from '../../../i18n/use-t.ts';
import { useBrand } from '../../../lib/app-context.tsx';
import { useBrandCatalog } from '../api/get-brand-catalog.ts';

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
          const href = brandSiteUrl(brand.domainUrl, location);
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
