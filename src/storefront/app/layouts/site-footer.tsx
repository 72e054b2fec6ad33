import { Link } from 'react-router';
import type { RouteId } from '#schemas/routes';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { useT, type TFunction } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';

const PAGE_LINKS = [
  { id: 'about', key: 'policies.about' },
  { id: 'offerta', key: 'policies.offerta' },
  { id: 'privacy', key: 'policies.privacy' },
  { id: 'branches', key: 'branches.title' },
] as const satisfies readonly { id: RouteId; key: Parameters<TFunction>[0] }[];

/** Footer: the brand's pages that exist in the plan, its contacts, and the copyright lines. */
export function SiteFooter() {
  const { t } = useT();
  const plan = usePlan();
  const routeIds = new Set(plan.routes.map((r) => r.id));
  const pages = PAGE_LINKS.filter((p) => routeIds.has(p.id));
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {pages.length > 0 ? (
          <nav className="site-footer__column" aria-label={t('footer.pages')}>
            <h2 className="site-footer__title">{t('footer.pages')}</h2>
            <ul>
              {pages.map((p) => (
                <li key={p.id}>
                  <Link to={paths[p.id]}>{t(p.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {plan.contacts.length > 0 ? (
          <div className="site-footer__column">
            <h2 className="site-footer__title">{t('footer.contacts')}</h2>
            <ul>
              {plan.contacts.map((contact) => (
                <li key={`${contact.kind}-${contact.value}`}>
                  <a href={contact.href} rel="noopener noreferrer" target={contact.href.startsWith('https:') ? '_blank' : undefined}>
                    <span className="site-footer__kind">{t(`footer.contact.${contact.kind}`)}</span> {contact.value}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {plan.footer.left || plan.footer.right ? (
        <div className="site-footer__bottom">
          <span>{plan.footer.left}</span>
          <span>{plan.footer.right}</span>
        </div>
      ) : null}
    </footer>
  );
}
