/**
 * Step 4 of the visit: `planLayout(settings, context)`, recomputed when its inputs change
 * (language, menu categories, payment settings, brand catalog). The server computes it and the
 * page carries it (app/plan-engine.ts): in the browser the first render takes the page's plan,
 * so hydration draws what the server drew, and the engine is loaded and run only once an input
 * differs from the ones the page was drawn with; until it is ready the previous plan stays. After
 * hydration the document outside React follows the plan's theme.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_WEB_SETTINGS, type WebSettings } from '#schemas/web-settings';
import type { LayoutContext, LayoutPlan } from '#engine/layout-plan';
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
import { loadedEngine, loadEngine, type PlanLayout } from './plan-engine.ts';

const NONE: readonly never[] = [];

interface PlanInputs {
  readonly settings: WebSettings;
  readonly context: LayoutContext;
}

/** The same inputs: the same objects (the query cache keeps an unchanged answer's identity). */
function sameInputs(a: PlanInputs, b: PlanInputs): boolean {
  if (a.settings !== b.settings) return false;
  const keys = Object.keys(a.context) as (keyof LayoutContext)[];
  return keys.every((key) => a.context[key] === b.context[key]);
}

export function PlanProvider({ initialPlan, children }: { readonly initialPlan?: LayoutPlan | null; readonly children: ReactNode }) {
  const { channel } = useBrand();
  const { language } = useT();
  // Settings are in the cache before the first render (the page render loads them first).
  const settings = useWebSettings().data ?? DEFAULT_WEB_SETTINGS;
  const categories = useOveralls().data?.categories ?? NONE;
  const paymentSettings = usePaymentSettings().data ?? NONE;
  const brandCount = useBrandCatalog().data?.length ?? 0;
  const hasBanners = (useBanners().data?.length ?? 0) > 0;
  const hasStories = (useStories().data?.length ?? 0) > 0;

  const inputs = useMemo<PlanInputs>(
    () => ({ settings, context: { channel, language, categories, paymentSettings, brandCount, hasBanners, hasStories } }),
    [settings, channel, language, categories, paymentSettings, brandCount, hasBanners, hasStories],
  );
  // The page's plan belongs to the inputs of the first render (those the server rendered with).
  const [page] = useState(() => (initialPlan ? { inputs, plan: initialPlan } : null));
  const fromPage = page && sameInputs(page.inputs, inputs) ? page.plan : null;
  const [engine, setEngine] = useState<PlanLayout | null>(loadedEngine);
  useEffect(() => {
    if (fromPage || engine) return;
    let current = true;
    void loadEngine().then((loaded) => {
      if (current) setEngine(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [fromPage, engine]);

  const computed = useMemo(() => (fromPage || !engine ? null : engine(inputs.settings, inputs.context)), [fromPage, engine, inputs]);
  // While the engine loads, the plan drawn last stays (state adjusted during render, React's way).
  const current = fromPage ?? computed;
  const [shown, setShown] = useState<LayoutPlan | null>(current);
  if (current && current !== shown) setShown(current);
  const plan = current ?? shown;

  useRecordPlan(plan);
  useEffect(() => {
    if (plan) applyTheme(plan, settings.favicon);
  }, [plan, settings.favicon]);

  // Only a page without its plan waits for the engine (a state that could not be read back).
  if (!plan) return null;
  return <PlanContext.Provider value={plan}>{children}</PlanContext.Provider>;
}
