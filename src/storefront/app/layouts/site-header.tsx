import { Link } from 'react-router';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { cdnUrl } from '#domain/image-url';
import { IMAGE_BASE } from '#storefront/lib/image.ts';
import { paths } from '#storefront/lib/paths.ts';
import { LanguageSwitcher } from '#storefront/features/language/components/language-switcher.tsx';
import { useWebSettings } from '#storefront/features/settings/api/get-web-settings.ts';
import { MainNav } from './main-nav.tsx';

export function SiteHeader() {
  const plan = usePlan();
  const logo = useWebSettings().data?.logo ?? null;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link className="site-header__brand" to={paths.home}>
          {logo ? <img className="site-header__logo" src={cdnUrl(logo, IMAGE_BASE)} width={36} height={36} alt="" /> : null}
          <span className="site-header__title">{plan.title}</span>
        </Link>
        {plan.navigation.bottomBar === 'narrow' ? <MainNav placement="header" /> : null}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
