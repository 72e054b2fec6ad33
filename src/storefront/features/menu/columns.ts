import type { PerBreakpoint } from '#engine/layout-plan';

/** The plan's grid columns per breakpoint as the stylesheet's classes (`cols-2 cols-tablet-3 cols-desktop-4`). */
export const columnClasses = (columns: PerBreakpoint<number>) => `cols-${columns.phone} cols-tablet-${columns.tablet} cols-desktop-${columns.desktop}`;
