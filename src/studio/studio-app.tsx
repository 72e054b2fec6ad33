/**
 * The studio's frame: sign-in by SMS code until a staff token exists, then the sections the
 * member's role may use (#domain/studio-roles), each a lazy chunk of the studio's own.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { useQuery } from '@tanstack/react-query';
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

const SettingsScreen = lazy(() => import('./settings/settings-screen.tsx'));
const MenuScreen = lazy(() => import('./menu/menu-screen.tsx'));
const CatalogScreen = lazy(() => import('./sections/catalog.tsx'));
const StopListScreen = lazy(() => import('./sections/stop-list.tsx'));
const OrdersScreen = lazy(() => import('./sections/orders.tsx'));
const StaffScreen = lazy(() => import('./sections/staff.tsx'));
const LogScreen = lazy(() => import('./sections/log.tsx'));

interface Section {
  readonly path: string;
  readonly action: StudioAction;
  readonly label: StudioKey;
  readonly screen: () => ReactNode;
}

const SECTIONS: readonly Section[] = [
  { path: 'settings', action: 'settings', label: 'sections.settings', screen: () => <SettingsScreen /> },
  { path: 'menu', action: 'catalog', label: 'sections.menu', screen: () => <MenuScreen /> },
  { path: 'catalog', action: 'catalog', label: 'sections.catalog', screen: () => <CatalogScreen /> },
  { path: 'stop-list', action: 'stopList', label: 'sections.stopList', screen: () => <StopListScreen /> },
  { path: 'orders', action: 'orders', label: 'sections.orders', screen: () => <OrdersScreen /> },
  { path: 'staff', action: 'staff', label: 'sections.staff', screen: () => <StaffScreen /> },
  { path: 'log', action: 'log', label: 'sections.log', screen: () => <LogScreen /> },
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
  if (me.isPending) return <Loading />;
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
