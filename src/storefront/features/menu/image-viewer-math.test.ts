import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampZoom, IMAGE_VIEWER, initialRatio, initialView, stepIndex, zoomAbout, zoomPercent } from './image-viewer-math.ts';

describe("the image viewer's numbers (SPEC 9)", () => {
  it("are SPEC's: slideshow every 5,000 ms, initial coverage 0.9, tooltip 1 s, load wait 1 s, debounce 50 ms, zoom 0.01 to 100", () => {
    expect(IMAGE_VIEWER).toMatchObject({
      slideshowIntervalMs: 5_000,
      initialCoverage: 0.9,
      tooltipHideMs: 1_000,
      imageLoadWaitMs: 1_000,
      debounceMs: 50,
      minZoom: 0.01,
      maxZoom: 100,
    });
  });
});

describe('clampZoom (SPEC 5: zoom clamped between 0.01 and 100)', () => {
  it('keeps every ratio within the bounds, and a non-number at 1', () => {
    expect(clampZoom(0.001)).toBe(0.01);
    expect(clampZoom(1000)).toBe(100);
    expect(clampZoom(2)).toBe(2);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(-3)).toBe(1);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (r) => {
        const z = clampZoom(r);
        return z >= IMAGE_VIEWER.minZoom && z <= IMAGE_VIEWER.maxZoom;
      }),
    );
  });
});

describe('initialRatio (initial coverage 0.9)', () => {
  it('makes the limiting side cover 90% of the viewport and the other fit inside', () => {
    // A square 480 image in a 360x800 phone: the width limits, 0.9 * 360 = 324 px.
    expect(initialRatio({ width: 480, height: 480 }, { width: 360, height: 800 }) * 480).toBeCloseTo(324);
    // The same image in a 1280x800 window: the height limits, 0.9 * 800 = 720 px.
    expect(initialRatio({ width: 480, height: 480 }, { width: 1280, height: 800 }) * 480).toBeCloseTo(720);
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 4000 }),
        fc.integer({ min: 50, max: 4000 }),
        fc.integer({ min: 200, max: 3000 }),
        fc.integer({ min: 200, max: 3000 }),
        (iw, ih, vw, vh) => {
          const r = initialRatio({ width: iw, height: ih }, { width: vw, height: vh });
          const w = iw * r;
          const h = ih * r;
          const covers = Math.max(w / vw, h / vh);
          return w <= vw * 0.9 + 1e-6 && h <= vh * 0.9 + 1e-6 && (Math.abs(covers - 0.9) < 1e-9 || r === IMAGE_VIEWER.minZoom || r === IMAGE_VIEWER.maxZoom);
        },
      ),
    );
  });

  it('is 1 for a size it cannot measure (an image not loaded yet)', () => {
    expect(initialRatio({ width: 0, height: 0 }, { width: 360, height: 800 })).toBe(1);
    expect(initialView({ width: 480, height: 480 }, { width: 0, height: 0 })).toEqual({ ratio: 1, x: 0, y: 0 });
  });
});

describe('zoomAbout', () => {
  it('keeps the image point under the pinch or the pointer where it was', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 20, noNaN: true }),
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -500, max: 500, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        (ratio, factor, x, y, px, py) => {
          const before = { ratio, x, y };
          const after = zoomAbout(before, factor, { x: px, y: py });
          // The image coordinate under the point, before and after.
          const u0 = (px - before.x) / before.ratio;
          const u1 = (px - after.x) / after.ratio;
          const v0 = (py - before.y) / before.ratio;
          const v1 = (py - after.y) / after.ratio;
          return Math.abs(u0 - u1) < 1e-6 && Math.abs(v0 - v1) < 1e-6;
        },
      ),
    );
  });

  it('stops at the bounds: zooming far in stops at 100, far out at 0.01', () => {
    let view = { ratio: 1, x: 0, y: 0 };
    for (let i = 0; i < 100; i++) view = zoomAbout(view, IMAGE_VIEWER.zoomStep);
    expect(view.ratio).toBe(100);
    for (let i = 0; i < 200; i++) view = zoomAbout(view, 1 / IMAGE_VIEWER.zoomStep);
    expect(view.ratio).toBe(0.01);
    expect(zoomPercent(view.ratio)).toBe(1);
  });
});

describe('stepIndex', () => {
  it('goes round both ways', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
