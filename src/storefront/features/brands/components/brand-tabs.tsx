import { brandSiteUrl } from '#domain/merchant-host';
import { withLanguageParam } from '#domain/path-prefix';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { colorClass, textOnColorClass } from '#storefront/lib/color-classes.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useBrandCatalog } from '../api/get-brand-catalog.ts';

/** Tabs of the brands of one group; each brand is its own site with its own session. */
export function BrandTabs() {
  const { t, language } = useT();
  const text = useLocalized();
  const { merchantId, site } = useBrand();
  const { data } = useBrandCatalog();
  if (!data || data.length < 2) return null;
  return (
    <nav className="brand-tabs" aria-label={t('nav.brands')}>
      <ul className="brand-tabs__list">
        {data.map((brand) => {
          const siteUrl = brandSiteUrl(brand.domainUrl, site);
          const current = brand.merchantId === merchantId;
          // Another brand is another site, whose language cookie this one cannot set: the link carries it.
          const href = siteUrl && !current ? withLanguageParam(siteUrl, language) : siteUrl;
          const colors = current && brand.color ? ` ${colorClass('bg', brand.color)} ${textOnColorClass(brand.color)}` : '';
          return (
            <li key={brand.id}>
              <a className={`brand-tab${colors}`} href={href ?? undefined} aria-current={current ? 'page' : undefined}>
                {text(brand.name)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
