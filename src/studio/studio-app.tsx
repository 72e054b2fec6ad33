/**
 * The studio's frame: sign-in by SMS code until a staff token exists, then the sections the
 * member's role may use (#domain/studio-roles), each a lazy chunk of the studio's own.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { mayDo, type StudioAction } from '#domain/studio-roles';
import { studioMeEndpoint, studioLogoutEndpoint, type Staff } from '#schemas/studio-endpoints';
import { useStudioT, type StudioKey } from './i18n/i18n.ts';
import { LanguagePicker } from './components/language-picker.tsx';
import { Loading } from './components/status.tsx';
import { useStudio } from './lib/studio-api.ts';
import { useStaffToken, writeStaffToken } from './lib/session.ts';
import { studioKeys } from './lib/query-keys.ts';
import { errorText } from './lib/error-text.ts';
import { SignIn } from './sections/sign-in.tsx';
import { brandQueryOptions } from './api/brand.ts';
import type { ApiClient } from '#storefront/lib/api-client.ts';

/**
 * A section's screen, a chunk of its own. `preload` fetches the chunk ahead of the first render
 * (the studio asks for the section in the address while it checks the member's sign-in): a chunk
 * already there renders at once, without a fallback, which React shows for 300 ms at least.
 */
function section(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  return {
    preload,
    screen: () => {
      const Screen = loaded ?? Lazy;
      return <Screen />;
    },
  };
}

const settingsScreen = section(() => import('./settings/settings-screen.tsx'));
const menuScreen = section(() => import('./menu/menu-screen.tsx'));
const catalogScreen = section(() => import('./sections/catalog.tsx'));
const stopListScreen = section(() => import('./sections/stop-list.tsx'));
const ordersScreen = section(() => import('./sections/orders.tsx'));
const staffScreen = section(() => import('./sections/staff.tsx'));
const logScreen = section(() => import('./sections/log.tsx'));

interface Section {
  readonly path: string;
  readonly action: StudioAction;
  readonly label: StudioKey;
  readonly screen: () => ReactNode;
  readonly preload: () => Promise<unknown>;
  /** The section's first data, asked for beside the sign-in check when the studio opens on it. */
  readonly prefetch?: (client: QueryClient, api: ApiClient, merchantId: string) => Promise<void>;
}

const SECTIONS: readonly Section[] = [
  { path: 'settings', action: 'settings', label: 'sections.settings', ...settingsScreen },
  {
    path: 'menu',
    action: 'catalog',
    label: 'sections.menu',
    ...menuScreen,
    prefetch: (client, api, merchantId) => client.prefetchQuery(brandQueryOptions(api, merchantId)),
  },
  { path: 'catalog', action: 'catalog', label: 'sections.catalog', ...catalogScreen },
  { path: 'stop-list', action: 'stopList', label: 'sections.stopList', ...stopListScreen },
  { path: 'orders', action: 'orders', label: 'sections.orders', ...ordersScreen },
  { path: 'staff', action: 'staff', label: 'sections.staff', ...staffScreen },
  { path: 'log', action: 'log', label: 'sections.log', ...logScreen },
];

export function StudioApp() {
  const { merchantId } = useStudio();
  const token = useStaffToken(merchantId);
  if (!token) return <SignIn />;
  return <SignedIn />;
}

function SignedIn() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const me = useQuery({ queryKey: studioKeys.me(merchantId), queryFn: ({ signal }) => api.call(studioMeEndpoint, { signal }) });
  const queryClient = useQueryClient();
  const first = useLocation().pathname.split('/')[1];
  const [opening] = useState(() => SECTIONS.find((s) => s.path === first) ?? null);
  const [chunkHere, setChunkHere] = useState(opening === null);
  // While the sign-in is checked: the section in the address, its chunk and its first data. The
  // frame waits for that chunk, so the section draws at once rather than behind a fallback.
  useEffect(() => {
    if (!opening) return;
    const done = () => setChunkHere(true);
    opening.preload().then(done, done);
    void opening.prefetch?.(queryClient, api, merchantId);
    // Once, as the studio opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (me.isPending || (me.isSuccess && !chunkHere)) return <Loading />;
  if (me.isError) {
    return (
      <main className="studio-empty">
        <p role="alert">{errorText(me.error, language)}</p>
        <button type="button" onClick={() => void me.refetch()}>
          {t('app.retry')}
        </button>
      </main>
    );
  }
  return <Shell staff={me.data} />;
}

function Shell({ staff }: { readonly staff: Staff }) {
  const { api, merchantId } = useStudio();
  const { t } = useStudioT();
  const sections = SECTIONS.filter((s) => mayDo(staff.role, s.action));
  const signOut = async () => {
    await api.request(studioLogoutEndpoint);
    writeStaffToken(merchantId, null);
  };
  return (
    <div className="studio">
      <header className="studio-header">
        <strong className="studio-title">{t('app.title')}</strong>
        <nav aria-label={t('app.sections')} className="studio-nav">
          {sections.map((s) => (
            <NavLink key={s.path} to={`/${s.path}`}>
              {t(s.label)}
            </NavLink>
          ))}
        </nav>
        <div className="studio-who">
          <span>
            {staff.name ?? staff.phone} · {t(`roles.${staff.role}`)}
          </span>
          <LanguagePicker />
          <button type="button" onClick={() => void signOut()}>
            {t('app.signOut')}
          </button>
        </div>
      </header>
      <main className="studio-main">
        <Suspense fallback={<Loading />}>
          <Routes>
            {sections.map((s) => (
              <Route key={s.path} path={`/${s.path}/*`} element={s.screen()} />
            ))}
            <Route path="*" element={sections[0] ? <Navigate to={`/${sections[0].path}`} replace /> : <p role="alert">{t('app.forbidden')}</p>} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
