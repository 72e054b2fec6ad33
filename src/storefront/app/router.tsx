/**
 * Routes come from the plan: a route the plan does not list is a 404. Each screen is a lazy
 * module of its own (lib/lazy-modules.tsx, with a skeleton while it loads), in its own error
 * boundary.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import type { LayoutName, RoutePlan } from '#engine/layout-plan';
import { ROUTE_PATHS, type RouteId } from '#schemas/routes';
import { usePlan } from '../lib/app-context.tsx';
import { useI18n, useT } from '../i18n/use-t.ts';
import type { TranslationKey } from '../i18n/i18n.ts';
import { switchLanguage } from '../i18n/i18n.ts';
import { languageSchema } from '#schemas/common';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { hasLazyModule, lazyModule } from '../lib/lazy-modules.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { applyPathPrefix, readPathPrefix } from './path-prefix.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { MapLayout } from './layouts/map-layout.tsx';

function ScreenSkeleton() {
  return (
    <div className="screen-skeleton" aria-busy="true">
      <Skeleton className="skeleton--title" />
      <Skeleton className="skeleton--paragraph" />
      <Skeleton className="skeleton--paragraph" />
    </div>
  );
}

const screen = (file: string) => lazyModule(`src/storefront/routes/${file}.tsx`, <ScreenSkeleton />);

const RequireSignIn = lazyModule<{ readonly children: ReactNode; readonly title?: string }>(
  'src/storefront/features/accounts/components/require-sign-in.tsx',
  <ScreenSkeleton />,
);

const Pending = screen('pending');
const NotFound = screen('not-found');

/**
 * Each route's screen: the module of routes/ named after the route's id in kebab case
 * (`profileOrderMap`: routes/profile-order-map.tsx). A route without one shows the pending screen.
 */
const SCREENS: Partial<Record<RouteId, ComponentType>> = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteId[]).flatMap((id) => {
    const file = id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return hasLazyModule(`src/storefront/routes/${file}.tsx`) ? [[id, screen(file)]] : [];
  }),
);

/** Titles of signed-in screens that their placeholder shows (texts of the page's own dictionary). */
const SIGNED_IN_TITLES: Partial<Record<RouteId, TranslationKey>> = { checkout: 'nav.checkout' };

function Screen({
  id,
  component: Component,
  requiresLogin = false,
}: {
  readonly id?: RouteId;
  readonly component: ComponentType;
  readonly requiresLogin?: boolean;
}) {
  const { t } = useT();
  const titleKey = id ? SIGNED_IN_TITLES[id] : undefined;
  return (
    <RouteErrorBoundary>
      {requiresLogin ? (
        <RequireSignIn title={titleKey ? t(titleKey) : undefined}>
          <Component />
        </RequireSignIn>
      ) : (
        <Component />
      )}
    </RouteErrorBoundary>
  );
}

/**
 * SPEC point 2 on every navigation inside the app: /ru/... or /uz/1 set their cookies and lead
 * to the root. (A page asked for with such a path is redirected by the server before it renders.)
 */
function PathPrefixGuard() {
  const { pathname } = useLocation();
  const i18n = useI18n();
  const prefix = readPathPrefix(pathname);
  useEffect(() => {
    if (!prefix) return;
    applyPathPrefix(pathname);
    const language = languageSchema.safeParse(prefix.language);
    if (language.success) void switchLanguage(i18n, language.data);
  }, [prefix, pathname, i18n]);
  return prefix ? <Navigate to={prefix.redirect} replace /> : <Outlet />;
}

function routesOf(routes: readonly RoutePlan[], layout: LayoutName) {
  return routes
    .filter((r) => r.layout === layout)
    .map((r) => <Route key={r.id} path={r.path} element={<Screen id={r.id} component={SCREENS[r.id] ?? Pending} requiresLogin={r.requiresLogin} />} />);
}

export function AppRoutes() {
  const { routes } = usePlan();
  return (
    <Routes>
      <Route element={<PathPrefixGuard />}>
        <Route element={<DefaultLayout />}>
          {routesOf(routes, 'default')}
          <Route path="*" element={<Screen component={NotFound} />} />
        </Route>
        <Route element={<AuthLayout />}>{routesOf(routes, 'auth')}</Route>
        <Route element={<MapLayout />}>{routesOf(routes, 'map')}</Route>
      </Route>
    </Routes>
  );
}
