/**
 * The visit's nearest branch (SPEC point 4, kept in lib/nearest-branch-store.ts). After hydration,
 * NearestBranchResolver settles it by the rule of #domain/nearest-branch: the saved choice, else
 * the visitor's position when they allow it (asked once per brand), else the main branch. When
 * the position is refused, the notice of SPEC point 8 asks the visitor to allow it. The menu
 * shows the chosen branch's products; the server's page (which cannot know the choice) shows all.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { chooseNearestBranch, locationMatters } from '#domain/nearest-branch';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { nearestBranchStore } from '#storefront/lib/nearest-branch-store.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBranches } from './api/get-branches.ts';

/** Settles the nearest branch after hydration; shows the notice when the position is refused. */
export function NearestBranchResolver() {
  const { t } = useT();
  const store = nearestBranchStore(useBrand().merchantId);
  const branches = useBranches().data;
  const denied = useStore(store, (state) => state.denied);

  useEffect(() => {
    if (!branches) return;
    let cancelled = false;
    void Promise.resolve(store.persist.rehydrate()).then(() => {
      if (cancelled) return;
      const state = store.getState();
      const saved = chooseNearestBranch({ branches, saved: state.branchId });
      // The stored choice stands while its branch does.
      if (saved?.source === 'saved') return;
      if (state.asked || !locationMatters(branches) || !navigator.geolocation) {
        if (saved) state.choose(saved.branchId, saved.source);
        return;
      }
      state.markAsked();
      navigator.geolocation.getCurrentPosition(
        (position) => {
          const choice = chooseNearestBranch({ branches, position: { latitude: position.coords.latitude, longitude: position.coords.longitude } });
          if (choice) store.getState().choose(choice.branchId, choice.source);
        },
        () => {
          const choice = chooseNearestBranch({ branches });
          if (choice) store.getState().choose(choice.branchId, choice.source);
          store.getState().deny();
        },
        { maximumAge: 300_000, timeout: 15_000 },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [branches, store]);

  if (!denied) return null;
  return (
    <div className="notice notice--warning notice--floating" role="alert">
      <span>{t('branches.geolocationDenied')}</span>
      <button type="button" className="button button--link" onClick={() => store.getState().dismissNotice()}>{t('common.close')}</button>
    </div>
  );
}
