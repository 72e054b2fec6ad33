/**
 * Step 4 of the visit: `planLayout(settings, context)`, recomputed when its inputs change
 * (language, menu categories, payment settings, brand catalog), the same on the server and in
 * the browser; after hydration the document outside React follows the plan's theme.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { DEFAULT_WEB_SETTINGS } from '#schemas/web-settings';
import { planLayout } from '#engine/plan-layout';
import type { LayoutContext } from '#engine/layout-plan';
import { PlanContext, useBrand } from '../lib/app-context.tsx';
import { useRecordPlan } from '../lib/render-context.tsx';
import { useT } from '../i18n/use-t.ts';
import { useWebSettings } from '../features/settings/api/get-web-settings.ts';
import { useOveralls } from '../features/menu/api/get-overalls.ts';
import { useBrandCatalog } from '../features/brands/api/get-brand-catalog.ts';
import { useBanners } from '../features/home-media/api/get-banners.ts';
import { useStories } from '../features/home-media/api/get-stories.ts';
import { usePaymentSettings } from '../features/payments/api/get-payment-settings.ts';
import { applyTheme } from './theme.ts';

const NONE: readonly never[] = [];

export function PlanProvider({ children }: { readonly children: ReactNode }) {
  const { channel } = useBrand();
  const { language } = useT();
  // Settings are in the cache before the first render (the page render loads them first).
  const settings = useWebSettings().data ?? DEFAULT_WEB_SETTINGS;
  const categories = useOveralls().data?.categories ?? NONE;
  const paymentSettings = usePaymentSettings().data ?? NONE;
  const brandCount = useBrandCatalog().data?.length ?? 0;
  const hasBanners = (useBanners().data?.length ?? 0) > 0;
  const hasStories = (useStories().data?.length ?? 0) > 0;

  const plan = useMemo(() => {
    const context: LayoutContext = { channel, language, categories, paymentSettings, brandCount, hasBanners, hasStories };
    return planLayout(settings, context);
  }, [settings, channel, language, categories, paymentSettings, brandCount, hasBanners, hasStories]);

  useRecordPlan(plan);
  useEffect(() => applyTheme(plan, settings.favicon), [plan, settings.favicon]);

  return <PlanContext.Provider value={plan}>{children}</PlanContext.Provider>;
}
