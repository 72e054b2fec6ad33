import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBrand } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { rememberRedirect } from '../redirect.ts';

/**
 * A screen of the signed-in shopper's own (a lazy module: only those pages load it). The server (which never knows the user) and the
 * hydrating browser draw a placeholder; once hydrated, a signed-out shopper goes to /login and
 * comes back here after signing in.
 */
export default function RequireSignIn({ children }: { readonly children: ReactNode }) {
  const { status } = useSession();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (status !== 'signed-out') return;
    rememberRedirect(merchantId, pathname + search);
    void navigate(paths.login, { replace: true });
  }, [status, merchantId, pathname, search, navigate]);
  if (status === 'signed-in') return children;
  return (
    <div className="screen-skeleton" aria-busy="true">
      <Skeleton className="skeleton--title" />
      <Skeleton className="skeleton--paragraph" />
      <Skeleton className="skeleton--paragraph" />
    </div>
  );
}
