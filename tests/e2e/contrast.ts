/**
 * The contrast of text as the browser paints it (WCAG 2): each visible element with text of its
 * own inside the components named, its computed colour over the first opaque background behind
 * it (translucent ones blended in), its opacities counted. Inactive controls are left out: WCAG
 * 1.4.3 asks no contrast of them.
 */
import type { Page } from 'playwright-core';

export interface PaintedContrast {
  /** The element: its tag, classes and text. */
  readonly what: string;
  readonly ratio: number;
}

/** Every chip, tile, button, badge, label and control with text that the page shows now. */
export const TEXT_COMPONENTS = [
  '.chip',
  '.tile',
  '.button',
  '.badge',
  '.label',
  '.add-button',
  '.product-card__badge',
  '.floating-basket',
  '.brand-tab',
  '.main-nav__link',
  '.counter',
  '.toast',
  '.site-header',
  '.tabs__tab',
  '.pager__link',
].join(', ');

/**
 * Brings the page's entrance animations (a notification sliding in, a dialog fading in) to their
 * end: colours are judged as they stay, not half-way through a fade. Endless ones (a skeleton's
 * shimmer) are left running.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
  });
}

/**
 * Entrance animations are finished in the same turn of the page's script as the colours are read,
 * so a notification that arrives in between is judged at its end too, never at its first frame.
 */
export async function paintedContrasts(page: Page, components: string = TEXT_COMPONENTS): Promise<PaintedContrast[]> {
  return page.evaluate((selector) => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
    }
    type Rgba = [number, number, number, number];
    const probe = document.createElement('canvas').getContext('2d')!;
    /** Any CSS colour the browser computes, as sRGB 0-255 and alpha 0-1 (a canvas reads every syntax). */
    const parse = (css: string): Rgba => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000';
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    probe.canvas.width = 1;
    probe.canvas.height = 1;
    const over = (top: Rgba, below: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + below[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    /** What is painted behind an element: its own background and its ancestors', composed. */
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    };
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    const inactive = (element: Element) => !!element.closest(':disabled, [aria-disabled="true"], label:has(input:disabled)');
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility === 'visible' && !element.closest('.visually-hidden, [hidden], [aria-hidden="true"]');
    };
    const found = new Set<Element>();
    for (const component of document.querySelectorAll(selector)) {
      for (const element of [component, ...component.querySelectorAll('*')]) {
        const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (ownText && visible(element) && !inactive(element)) found.add(element);
      }
    }
    return [...found].map((element) => {
      const background = backgroundOf(element);
      const text = parse(getComputedStyle(element).color);
      const painted = over([text[0], text[1], text[2], text[3] * opacityOf(element)], background);
      const [light, dark] = [luminance(painted), luminance(background)].sort((a, b) => b - a) as [number, number];
      const label = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent!.trim().slice(0, 30)}"`;
      return { what: label, ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100 };
    });
  }, components);
}
