import { useMemo } from 'react';
import { Link } from 'react-router';
import { pickText } from '#domain/localized';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useMapsTexts } from '#storefront/i18n/use-maps-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { screenTitle, usePageMeta } from '#storefront/lib/render-context.tsx';
import { MapView } from '#storefront/features/maps/map-view.tsx';
import type { MapMarker } from '#storefront/features/maps/map-types.ts';
import { PointsList } from '#storefront/features/maps/points-list.tsx';
import { useBranches } from '../api/get-branches.ts';
import '../branches.css';

/** /branches/map: every open branch of the brand on the map, and the same list in text. */
export function BranchesMapView() {
  useMapsTexts();
  const { t, language } = useT();
  const plan = usePlan();
  usePageMeta({ title: screenTitle(t('maps.branches.title'), plan.title), canonical: paths.branchesMap });
  const branches = useBranches();
  const markers = useMemo<MapMarker[]>(
    () =>
      (branches.data ?? [])
        .filter((b) => b.isActive && !b.deleted && b.latitude != null && b.longitude != null)
        .map((b) => ({
          id: b.id,
          kind: 'branch',
          latitude: b.latitude!,
          longitude: b.longitude!,
          label: pickText(b.name, language, plan.languages.fallback),
          detail: pickText(b.address, language, plan.languages.fallback) || undefined,
        })),
    [branches.data, language, plan.languages.fallback],
  );

  let list;
  if (branches.isPending || branches.error) list = <LoadState pending={branches.isPending} error={branches.error} retry={branches.refetch} />;
  else if (markers.length === 0) list = <StateMessage title={t('branches.empty')} />;
  else list = <PointsList markers={markers} />;
  return (
    <div className="branches branches--map">
      <h1 className="page-title">{t('maps.branches.title')}</h1>
      <MapView markers={markers} label={t('maps.branches.title')} />
      {list}
      <Link className="button" to={paths.branches}>
        {t('maps.branches.toList')}
      </Link>
    </div>
  );
}
