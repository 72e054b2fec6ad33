import { isValidElement, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useRenderedModule } from '#storefront/lib/render-context.tsx';
import { useSession } from '#storefront/lib/session.ts';
import { rememberRedirect } from '../redirect.ts';

/**
 * A screen of the signed-in shopper's own (a lazy module: only those pages load it). The server
 * draws it for the shopper of the session cookie on the screens of SHOPPER_PAGES (decision 027),
 * and hydration then draws it too. Otherwise the server (which does not know the user) and the
 * hydrating browser draw a placeholder, headed by the
 * screen's title when the router knows it (the page's largest text is then there from the first
 * paint, not only once the screen arrives); once hydrated, a signed-out shopper goes to /login
 * and comes back here after signing in.
 */
export default function RequireSignIn({ children, title }: { readonly children: ReactNode; readonly title?: string }) {
  const { status } = useSession();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // The server draws the placeholder only, yet the page names the screen's module (a lazy module's
  // component carries its key): the browser loads the screen, with all it imports, at the start
  // beside the rest, not one import after another once the shopper is known.
  useRenderedModule(isValidElement(children) ? ((children.type as { moduleKey?: string }).moduleKey ?? null) : null);
  useEffect(() => {
    if (status !== 'signed-out') return;
    rememberRedirect(merchantId, pathname + search);
    void navigate(paths.login, { replace: true });
  }, [status, merchantId, pathname, search, navigate]);
  if (status === 'signed-in') return children;
  return (
    <div className="screen-skeleton" aria-busy="true">
      {title ? <h1 className="page-title">{title}</h1> : <Skeleton className="skeleton--title" />}
      <Skeleton className="skeleton--paragraph" />
      <Skeleton className="skeleton--paragraph" />
    </div>
  );
}
