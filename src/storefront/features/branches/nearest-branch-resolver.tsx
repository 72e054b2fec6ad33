/**
 * The visit's nearest branch (SPEC point 4, kept in lib/nearest-branch-store.ts). After hydration,
 * NearestBranchResolver settles it by the rule of #domain/nearest-branch: the saved choice, else
 * the visitor's position when they allow it (asked once per brand), else the main branch. When
 * the position is refused, the notice of SPEC point 8 asks the visitor to allow it: a notification
 * in the plan's corner, which goes after its time or once the page is scrolled on (it never stays
 * over the cards' buttons). The menu shows the chosen branch's products; the server's page (which
 * cannot know the choice) shows all.
 */
import { useEffect } from 'react';
import { chooseNearestBranch, locationMatters } from '#domain/nearest-branch';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { nearestBranchStore } from '#storefront/lib/nearest-branch-store.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { useBranches } from './api/get-branches.ts';

/** Settles the nearest branch after hydration; gives the notice when the position is refused. */
export function NearestBranchResolver() {
  const { t } = useT();
  const store = nearestBranchStore(useBrand().merchantId);
  const branches = useBranches().data;

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
          notify('info', t('branches.geolocationDenied'), { untilScroll: true });
        },
        { maximumAge: 300_000, timeout: 15_000 },
      );
    });
    return () => {
      cancelled = true;
    };
    // The notice's words are the language's of the moment it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [branches, store]);

  return null;
}
