import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * What a screen must never do on any viewport: scroll sideways, put a visible element (partly) outside
 * the viewport's width, or put one control on top of another. Returns one line per problem.
 * Elements inside a container that clips or scrolls sideways on purpose (carousels, chip rows) are
 * judged by that container; hidden, aria-hidden and visually-hidden elements are skipped.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 1) problems.push(`the page scrolls sideways by ${overflow} px`);

    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
      return `${el.tagName.toLowerCase()}${cls} "${text}"`;
    };
    const hidden = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [hidden], .visually-hidden, dialog:not([open])')) return true;
      // The body of a closed <details> keeps a layout box in Chromium but is not shown.
      if (el.closest('details:not([open])') && !el.closest('summary')) return true;
      const style = getComputedStyle(el);
      return style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0;
    };
    // A clipping or sideways-scrolling ancestor (below body) owns its children's horizontal position.
    const clippedByAncestor = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const x = getComputedStyle(node).overflowX;
        if (x !== 'visible') return true;
      }
      return false;
    };

    const candidates = document.querySelectorAll('body *:not(script):not(style):not(svg *):not(option)');
    for (const el of Array.from(candidates)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || hidden(el) || clippedByAncestor(el)) continue;
      // Off-canvas panels (a closed drawer) sit wholly outside on purpose; only partial overflow is a defect.
      const whollyOutside = box.right <= 0 || box.left >= width;
      if (whollyOutside) continue;
      if (box.right > width + 1 || box.left < -1) {
        problems.push(`${name(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px on a ${width} px viewport`);
      }
    }

    // Controls wholly in view must be the element the user would hit at their centre.
    const controls = document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab]');
    for (const el of Array.from(controls)) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || hidden(el)) continue;
      if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > width) continue;
      if (getComputedStyle(el).pointerEvents === 'none') continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
      // A label's own control, or a fixed bar drawn over scrolled content, is not a collision of controls.
      if (hit.closest('label')?.contains(el)) continue;
      const cover = hit.closest('button, a[href], input, select, textarea, [role=button], [role=tab]');
      if (cover && cover !== el) problems.push(`${name(el)} is under ${name(cover)}`);
    }
    return [...new Set(problems)];
  });
}

const require = createRequire(import.meta.url);
/** The axe-core build, evaluated in the page under test (no network; evaluate is not bound by the app's CSP, a script tag is). */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical accessibility violations axe-core finds on the current screen. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

/**
 * Counts the page's fetches in flight (installed before any script runs), so a test can wait for a
 * screen to settle after a client-side navigation, where no load event fires. A string, so the test
 * runner's transforms never reach the page.
 */
export const TRACK_FETCHES = `(() => {
  window.__pendingFetches = 0;
  window.__lastFetchAt = 0;
  const original = window.fetch.bind(window);
  window.fetch = (...args) => {
    window.__pendingFetches += 1;
    return original(...args).finally(() => {
      window.__pendingFetches -= 1;
      window.__lastFetchAt = performance.now();
    });
  };
})();`;

/** Navigates inside the single-page app (no reload) and waits until the screen has its heading and its data. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ idx: (window.history.state as { idx?: number } | null)?.idx ?? 0 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await settle(page);
}

export async function settle(page: Page): Promise<void> {
  try {
    await page.locator('h1').first().waitFor({ state: 'attached', timeout: 30_000 });
  } catch (error) {
    const seen = await page.evaluate(() => `${location.pathname}: ${document.body.innerText.slice(0, 300)}`).catch(() => 'no page');
    throw new Error(`no heading on the screen (${seen})`, { cause: error });
  }
  await page.waitForFunction(() => {
    const w = window as unknown as { __pendingFetches?: number; __lastFetchAt: number };
    const busy = document.querySelector('.splash, [aria-busy="true"]');
    return !w.__pendingFetches && performance.now() - w.__lastFetchAt > 80 && !busy;
  }, undefined, { timeout: 30_000, polling: 100 });
  // Fonts loaded, so text is measured in the face it keeps (entrance animations move things vertically only).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await transitionsDone(page);
}

/** Waits for running CSS transitions (a drawer sliding away after a resize) to end; endless animations do not count. */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined, { timeout: 10_000, polling: 50 },
  );
}
