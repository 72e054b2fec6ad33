import { useMemo } from 'react';
import { showPhone } from '#domain/phone';
import { Link } from 'react-router';
import type { Branch } from '#schemas/entities';
import { isBranchOpen } from '#domain/branch-hours';
import { todayHoursText } from '../hours-text.ts';
import { distanceMeters } from '#domain/geo';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useBranches } from '../api/get-branches.ts';
import { useCities } from '../api/get-cities.ts';
import { useGeolocation } from '../use-geolocation.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { screenTitle, usePageMeta } from '#storefront/lib/render-context.tsx';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import '../branches.css';

/** `now` is null until hydrated: the server's page (cached, and read at any hour) shows no clock-bound state. */
function BranchCard({ branch, now, distance }: { readonly branch: Branch; readonly now: Date | null; readonly distance: number | null }) {
  const { t } = useT();
  const text = useLocalized();
  const open = now ? isBranchOpen(branch, now) : null;
  const name = text(branch.name);
  return (
    <li className="branch">
      <div className="branch__head">
        <h3 className="branch__name">{name}</h3>
        {open === null ? (
          <Skeleton className="badge badge--skeleton" />
        ) : (
          <span className={`badge ${open ? 'badge--open' : 'badge--closed'}`}>{open ? t('branches.openNow') : t('branches.closed')}</span>
        )}
      </div>
      {branch.address ? <p className="branch__address">{text(branch.address)}</p> : null}
      <p className="branch__hours">{now === null ? <Skeleton className="skeleton--line skeleton--inline" /> : todayHoursText(branch, now, t)}</p>
      <div className="branch__actions">
        {branch.phone ? (
          <a className="button" href={`tel:${branch.phone.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">
              {t('branches.call')}: {name},{' '}
            </span>
            {showPhone(branch.phone)}
          </a>
        ) : null}
        {distance !== null ? (
          <span className="branch__distance">
            {distance < 1000
              ? t('branches.distanceMeters', { value: Math.round(distance) })
              : t('branches.distance', { value: (Math.round(distance / 100) / 10).toString() })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** Branches by city with today's hours and an open badge; distance once location is allowed. */
export function BranchesView() {
  const { t } = useT();
  const text = useLocalized();
  const branches = useBranches();
  const cities = useCities();
  const geo = useGeolocation();
  // The clock of this screen: read once after hydration, passed to the hours rules.
  const hydrated = useHydrated();
  const now = useMemo(() => (hydrated ? new Date() : null), [hydrated]);
  usePageMeta({ title: screenTitle(t('branches.title'), usePlan().title), canonical: paths.branches });
  const position = geo.state.status === 'granted' ? geo.state.position : null;

  const byCity = useMemo(() => {
    const active = (branches.data ?? []).filter((b) => b.isActive && !b.deleted);
    const withDistance = active.map((branch) => ({
      branch,
      distance: position ? distanceMeters(position, { latitude: branch.latitude, longitude: branch.longitude }) : null,
    }));
    if (position) withDistance.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    const groups = new Map<string, typeof withDistance>();
    for (const item of withDistance) groups.set(item.branch.cityId, [...(groups.get(item.branch.cityId) ?? []), item]);
    const cityOrder = (cities.data ?? []).slice().sort((a, b) => Number(b.isMain) - Number(a.isMain));
    const known = cityOrder.filter((c) => groups.has(c.id)).map((c) => ({ id: c.id, name: text(c.name), items: groups.get(c.id)! }));
    const rest = [...groups].filter(([id]) => !cityOrder.some((c) => c.id === id)).flatMap(([, items]) => items);
    return rest.length > 0 ? [...known, { id: 'other', name: t('branches.otherCity'), items: rest }] : known;
  }, [branches.data, cities.data, position, text, t]);

  const title = <h1 className="page-title">{t('branches.title')}</h1>;
  if (branches.isPending) {
    return (
      <div className="branches" aria-busy="true">
        {title}
        <ul className="branch-list">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="branch branch--skeleton" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (branches.error) {
    return (
      <div className="branches">
        {title}
        <LoadState error={branches.error} retry={branches.refetch} />
      </div>
    );
  }
  if (byCity.length === 0)
    return (
      <div className="branches">
        {title}
        <StateMessage title={t('branches.empty')} />
      </div>
    );
  return (
    <div className="branches">
      {title}
      <div className="branches__tools">
        <Link className="button" to={paths.branchesMap}>
          {t('branches.onMap')}
        </Link>
        {geo.state.status === 'granted' ? null : (
          <button type="button" className="button" onClick={geo.request} disabled={geo.state.status === 'asking'}>
            {t('branches.showDistance')}
          </button>
        )}
        {geo.state.status === 'denied' ? (
          <p className="notice notice--warning" role="alert">
            {t('branches.geolocationDenied')}
          </p>
        ) : null}
      </div>
      {byCity.map((city) => (
        <section key={city.id} className="branches__city" aria-labelledby={`city-${city.id}`}>
          <h2 id={`city-${city.id}`} className="branches__city-name">
            {city.name}
          </h2>
          <ul className="branch-list">
            {city.items.map(({ branch, distance }) => (
              <BranchCard key={branch.id} branch={branch} now={now} distance={distance} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
