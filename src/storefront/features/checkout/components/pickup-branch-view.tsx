import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { branchServes } from '#domain/geo';
import { branchFits, type BranchFit } from '#domain/basket-branch';
import { pickText } from '#domain/localized';
import { withChosenService } from '#domain/order-choices';
import type { Branch } from '#schemas/entities';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { useMapsTexts } from '#storefront/i18n/use-maps-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { safeBack } from '#storefront/features/addresses/point-params.ts';
import { MapView } from '#storefront/features/maps/map-view.tsx';
import type { MapMarker } from '#storefront/features/maps/map-types.ts';
import { PointsList } from '#storefront/features/maps/points-list.tsx';
import { useOrderRequest } from '#storefront/lib/order-request-store.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useOrderTexts } from '#storefront/i18n/use-order-texts.ts';
import { useOrderLines } from '../use-order-lines.ts';
import { branchNote } from './branch-note.ts';

/** Branches a shopper can pick an order up from, with a place on the map. */
function pickUpBranches(branches: readonly Branch[]): Branch[] {
  return branches.filter((b) => b.isActive && !b.deleted && branchServes(b, 'PICK_UP') && b.latitude != null && b.longitude != null);
}

/**
 * /address/pickup (the map first) and /address/pickup2 (the list first): the branches that offer
 * pick-up, on the map and as a list, each by its address, today's hours and whether it is open
 * now; choosing one makes it the order's pick-up branch and returns to the checkout (or where the
 * screen was opened from). Only a branch that carries the whole basket (SPEC 5) can be chosen;
 * the others say why not.
 */
export function PickupBranchView({ listFirst }: { readonly listFirst: boolean }) {
  useMapsTexts();
  useOrderTexts();
  const { t, language } = useT();
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : null;
  const { view } = useOrderLines();
  const plan = usePlan();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params) ?? paths.checkout;
  const branches = useBranches();
  const { request, update } = useOrderRequest();
  const choices = useMemo(() => pickUpBranches(branches.data ?? []), [branches.data]);
  const lines = view?.lines.flatMap((l) => (l.resolved ? [l.resolved] : [])) ?? [];
  const fits = new Map<string, BranchFit>(branchFits(choices, lines, { serviceType: 'PICK_UP' }).map((f) => [f.branch.id, f]));
  const markers = useMemo<MapMarker[]>(
    () =>
      choices.map((b) => ({
        id: b.id,
        kind: 'branch',
        latitude: b.latitude!,
        longitude: b.longitude!,
        label: pickText(b.name, language, plan.languages.fallback),
      })),
    [choices, language, plan.languages.fallback],
  );

  const choose = (id: string) => {
    const branch = choices.find((b) => b.id === id);
    if (!branch || fits.get(id)?.misfit) return;
    update((r) => ({ ...withChosenService(r, 'PICK_UP'), branch }));
    void navigate(back);
  };
  const title = <h1 className="page-title">{t('maps.pickup.title')}</h1>;
  let list;
  if (branches.isPending || branches.error) {
    list = <LoadState pending={branches.isPending} lines={2} error={branches.error} retry={branches.refetch} />;
  } else if (choices.length === 0) {
    list = (
      <StateMessage
        title={t('maps.pickup.empty')}
        action={
          <Link className="button button--primary" to={back}>
            {t('common.back')}
          </Link>
        }
      />
    );
  } else {
    list = (
      <PointsList
        markers={markers}
        detail={(marker) => {
          const branch = choices.find((b) => b.id === marker.id);
          const misfit = fits.get(marker.id)?.misfit ?? null;
          return (
            <>
              {branch ? <span className="map-point__detail">{branchNote(branch, now, t, (a) => pickText(a, language, plan.languages.fallback))}</span> : null}
              {lines.length > 0 ? (
                <span className={misfit ? 'map-point__misfit' : 'map-point__fits'} data-testid={`fit-${marker.id}`}>
                  {misfit ? t(asKey(`order.branchMisfit.${misfit}`)) : t('order.branchFits')}
                </span>
              ) : null}
            </>
          );
        }}
        action={(marker) => {
          const chosen = request.branch?.id === marker.id;
          if (fits.get(marker.id)?.misfit) return null;
          return (
            <button
              type="button"
              className={`button ${chosen ? '' : 'button--primary'} map-point__action`}
              aria-pressed={chosen}
              onClick={() => choose(marker.id)}
            >
              {chosen ? t('maps.pickup.chosen') : t('maps.pickup.choose')}
              <span className="visually-hidden">: {marker.label}</span>
            </button>
          );
        }}
      />
    );
  }
  const map = <MapView markers={markers} label={t('maps.pickup.title')} />;
  return listFirst ? (
    <div className="map-screen">
      <div className="map-panel map-panel--first">
        {title}
        {list}
      </div>
      {map}
    </div>
  ) : (
    <div className="map-screen">
      {map}
      <div className="map-panel">
        {title}
        {list}
      </div>
    </div>
  );
}
