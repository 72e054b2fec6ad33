/**
 * The session of one brand (SPEC point 3: token, merchant, user, brand, order request; the
 * nearest branch is the brand's own store, lib/nearest-branch-store.ts): a zustand store per
 * brand, persisted in local storage under a key that names the merchant. Its writes replace flat
 * values, so it is written with zustand's `set`, not immer (docs/decisions/013).
 * What is read back passes `sessionSchema`; anything else is an empty session. A brand tab
 * switch loads that brand's store, saved or empty, and the API client of a page only ever reads
 * its own brand's token.
 *
 * The user is part of the session (SPEC point 3) so a reload shows the profile at once; every
 * server answer about the user (sign-in, `me`, an update, a phone change) replaces it.
 *
 * Storage is browser-only: the browser reads the store back before it hydrates (app/client.ts),
 * but screens read it through `useSession`, which answers `pending` until hydration is over, so
 * the first render is the server's. The server's pages are everyone's and know no one, except
 * the shopper's own screens drawn with their session cookie (decision 027), which hydrate signed in.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionSchema, type Brand as CatalogBrand, type Session, type User } from '#schemas/entities';
import { useBrand } from './app-context.tsx';
import { perBrand } from './brand-stores.ts';
import { brandKey, clearForLogout, STORED } from './storage.ts';
import { pageNavigation } from './page-navigation.ts';
import { notifyAfterReload, type LaterNotice } from './later-notice.ts';
import { useHydrated } from './use-hydrated.ts';

export const EMPTY_SESSION: Session = {};

/** A session is being ended: the page is about to be replaced. A new sign-in clears it. */
let ending = false;

interface SessionState {
  readonly session: Session;
  signIn(token: string, user: User, brand: CatalogBrand | null): void;
  setUser(user: User): void;
  /** Replaces the order being made (lib/order-request-store.ts reads and writes it). */
  setOrderRequest(orderRequest: Readonly<Record<string, unknown>> | null): void;
  /** Forgets the token and the profile (the order request and the rest go with storage). */
  end(): void;
}

function createSessionStore(merchantId: string) {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        session: EMPTY_SESSION,
        signIn: (token, user, brand) => {
          ending = false;
          set((state) => ({ session: { ...state.session, token, user, brand: brand ?? state.session.brand ?? null } }));
        },
        setUser: (user) => set((state) => (state.session.token ? { session: { ...state.session, user } } : state)),
        setOrderRequest: (orderRequest) => set((state) => ({ session: { ...state.session, orderRequest: orderRequest ? { ...orderRequest } : null } })),
        end: () => set({ session: EMPTY_SESSION }),
      }),
      {
        name: brandKey(merchantId, STORED.session),
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => state.session,
        // Storage is input from outside: only a session that passes the schema is taken back.
        merge: (persisted, current) => {
          const parsed = sessionSchema.safeParse(persisted);
          return { ...current, session: parsed.success ? parsed.data : EMPTY_SESSION };
        },
        skipHydration: true,
      },
    ),
  );
}

/** The session store of one brand. */
export const sessionStore = perBrand(createSessionStore);

/** The brand's stored session, read back from storage the first time it is asked for (browser only). */
export function readSession(merchantId: string): Session {
  const store = sessionStore(merchantId);
  // Local storage answers synchronously: the store is current once this returns.
  if (!store.persist.hasHydrated()) void store.persist.rehydrate();
  return store.getState().session;
}

/** The token the brand's WITH_TOKEN calls carry, if any. */
export const readToken = (merchantId: string): string | null => readSession(merchantId).token ?? null;

export type SessionStatus = 'pending' | 'signed-out' | 'signed-in';

export interface SessionView {
  /** `pending` on the server and while hydrating: nothing about the user is known yet. */
  readonly status: SessionStatus;
  readonly user: User | null;
}

const PENDING: SessionView = { status: 'pending', user: null };

/**
 * The brand's session as screens see it: `pending` until hydrated (signed in as the shopper a
 * page of theirs was drawn for, as the server drew it), then signed in or out.
 */
export function useSession(): SessionView {
  const hydrated = useHydrated();
  const { merchantId, shopperAtRender } = useBrand();
  const store = sessionStore(merchantId);
  const token = useStore(store, (state) => state.session.token ?? null);
  const user = useStore(store, (state) => state.session.user ?? null);
  if (!hydrated) return shopperAtRender ? { status: 'signed-in', user: shopperAtRender } : PENDING;
  return token ? { status: 'signed-in', user } : { status: 'signed-out', user: null };
}

/**
 * Logout (SPEC point 4), also forced by a 401: the token and the profile are forgotten, local
 * and session storage and the cookies cleared (the merchant and the Telegram init data kept),
 * and the shopper goes to / on a fresh page, with the notice that says why when there is one.
 * Only the first call of a page acts: several calls failing together end the session once.
 */
export function endSession(merchantId: string, notice: LaterNotice | null, go: (path: string) => void = (path) => pageNavigation.assign(path)): void {
  if (ending) return;
  ending = true;
  sessionStore(merchantId).getState().end();
  clearForLogout(merchantId);
  if (notice) notifyAfterReload(notice);
  go('/');
}

/** SPEC point 8: a 401 on any call but logout. */
export const forceLogout = (merchantId: string, go?: (path: string) => void): void =>
  endSession(merchantId, { key: 'errors.sessionExpired', tone: 'error' }, go);
