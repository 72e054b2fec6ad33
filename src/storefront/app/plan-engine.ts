/**
 * The layout engine as the storefront reaches it. The server renders with the engine itself
 * (entry-server.tsx provides it) and inlines the plan it drew the page from; the browser starts
 * from that plan and loads the engine, a chunk of its own, only when an input of the plan
 * changes (another language, another brand's settings, a changed menu). Most visits never
 * download it. docs/decisions/009-the-plan-travels-with-the-page.md
 */
import type { planLayout } from '#engine/plan-layout';

export type PlanLayout = typeof planLayout;

let engine: PlanLayout | null = null;
let loading: Promise<PlanLayout> | null = null;

/** The engine if it is here already (always on the server). */
export const loadedEngine = (): PlanLayout | null => engine;

/** Makes the engine available at once (the server entry, tests). */
export function provideEngine(planLayoutFn: PlanLayout): void {
  engine = planLayoutFn;
}

/** Loads the engine's chunk (once). */
export function loadEngine(): Promise<PlanLayout> {
  loading ??= import('#engine/plan-layout').then((module) => (engine = module.planLayout));
  return loading;
}
