/**
 * Step 4 of the visit: `planLayout(settings, context)`, recomputed when its inputs change
 * (language, viewport, menu categories, brand catalog), and the theme applied from it.
 */
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { DEFAULT_WEB_SETTINGS } from '#schemas/web-settings';
import { planLayout } from '#engine/plan-layout';
import type { LayoutContext } from '#engine/layout-plan';
import { PlanContext, useBrand } from '../lib/app-context.tsx';
import { useViewport } from '../lib/use-viewport.ts';
import { useT } from '../i18n/use-t.ts';
import { useWebSettings } from '../features/settings/api/get-web-settings.ts';
import { useOveralls } from '../features/menu/api/get-overalls.ts';
import { useBrandCatalog } from '../features/brands/api/get-brand-catalog.ts';
import { useBanners } from '../features/home-media/api/get-banners.ts';
import { useStories } from '../features/home-media/api/get-stories.ts';
import { applyTheme } from './theme.ts';

export function PlanProvider({ children }: { readonly children: ReactNode }) {
  const { channel } = useBrand();
  const { language } = useT();
  const viewport = useViewport();
  // Settings are in the cache before the first render (startup awaits them).
  const settings = useWebSettings().data ?? DEFAULT_WEB_SETTINGS;
  const overalls = useOveralls().data;
  const brandCount = useBrandCatalog().data?.length ?? 0;
  const hasBanners = (useBanners().data?.length ?? 0) > 0;
  const hasStories = (useStories().data?.length ?? 0) > 0;

  const categories = overalls?.categories;
  const plan = useMemo(() => {
    const context: LayoutContext = {
      channel, viewport, language, categories: categories ?? [], paymentSettings: [], brandCount, hasBanners, hasStories,
    };
    return planLayout(settings, context);
  }, [settings, channel, viewport, language, categories, brandCount, hasBanners, hasStories]);

  // The document outside React follows the plan.
  useLayoutEffect(() => applyTheme(plan, settings.favicon), [plan, settings.favicon]);

  return <PlanContext.Provider value={plan}>{children}</PlanContext.Provider>;
}
