import axe from 'axe-core';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './server.ts';

// axe-core on every page a journey visits (issue 13): each session watches its page's
// navigations (full loads and the console's client-side route changes alike) and scans each
// distinct page once per journey file, when its content has stopped changing; a journey also
// scans the states a navigation does not reach (a dialog, a drawer) with `scan`. A serious or
// critical violation fails the test it happened in (support/accessibility-setup.ts); every
// finding, whatever its impact, goes to e2e/artifacts/axe/ for the record.

/** WCAG 2.2 A and AA, and axe's best practices (landmarks, one h1) for the record. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  /** Where: the page's path, and the state when it is not the page as loaded. */
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** The first few elements that break the rule (CSS selectors). */
  targets: string[];
  /** Their markup and axe's reason, for the record in e2e/artifacts/axe/. */
  details: { html: string; why: string }[];
}

interface AxeRunResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; html: string; failureSummary?: string }[];
  }[];
}

/** Digits in a path are ids: /gate-pass/12 and /gate-pass/13 are one page. */
const pageOf = (url: string) => new URL(url).pathname.replace(/\d+/g, ':id');

/**
 * The page patterns scanned on arrival by any session of this journey file (emptied before each
 * file: a worker keeps its modules from file to file), at each width: a page drawn the same way
 * is scanned once, not once per session or per test that passes through it (a scan is a second
 * or more of the browser's CPU, taken from the journey beside it). A phone width lays pages out
 * anew, so it counts as another page. The states a journey names (`scan`) are always scanned.
 */
const scannedPages = new Set<string>();

/** Before each journey file (accessibility-setup.ts): what it visits is scanned afresh. */
export function forgetScannedPages(): void {
  scannedPages.clear();
}

const live = new Set<AccessibilityWatch>();
const byPage = new WeakMap<Page, AccessibilityWatch>();

export class AccessibilityWatch {
  readonly findings: AxeFinding[] = [];
  private pending: Promise<void> = Promise.resolve();
  private reported = 0;
  private closed = false;

  constructor(readonly page: Page) {
    live.add(this);
    byPage.set(page, this);
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || this.closed) return;
      if (frame.url().startsWith('about:')) return;
      const where = pageOf(frame.url());
      const drawn = `${where} @${page.viewportSize()?.width ?? 0}`;
      if (scannedPages.has(drawn)) return;
      scannedPages.add(drawn);
      this.queue(where, drawn);
    });
  }

  /** Scans the page as it is now (a dialog open, a drawer, a result), under a name. */
  async scan(state: string): Promise<void> {
    this.queue(`${pageOf(this.page.url())} (${state})`);
    await this.pending;
  }

  /** The serious and critical findings not yet reported, after every scan has finished. */
  async unreported(): Promise<AxeFinding[]> {
    await this.pending;
    const fresh = this.findings.slice(this.reported);
    this.reported = this.findings.length;
    // A closed session is forgotten once its last findings are reported.
    if (this.closed) live.delete(this);
    return fresh.filter((finding) => FAILING_IMPACTS.has(finding.impact));
  }

  async close(): Promise<void> {
    await this.pending;
    this.closed = true;
  }

  /** `drawn`: the page pattern a scan on arrival stands for, given back if the scan is lost. */
  private queue(where: string, drawn?: string): void {
    this.pending = this.pending.then(() => this.run(where, drawn));
  }

  private async run(where: string, drawn?: string): Promise<void> {
    // A session closed, or gone on to another page, before its turn came: the page it arrived
    // at is left for the next visit to scan.
    const gone =
      this.closed || this.page.isClosed() || (drawn && pageOf(this.page.url()) !== where);
    if (gone) {
      if (drawn) scannedPages.delete(drawn);
      return;
    }
    try {
      // Evaluated through the debugging protocol, so the console's content security policy
      // (script-src 'self') stays as shipped.
      if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(axe.source);
      const result = await this.page.evaluate(async (tags) => {
        // The page settles first: no DOM change for 400 ms (at most 5 s), so a scan sees the
        // page's content rather than its loading state.
        const settled = () =>
          new Promise<void>((resolve) => {
            let quiet = setTimeout(done, 400);
            const giveUp = setTimeout(done, 5_000);
            const observer = new MutationObserver(() => {
              clearTimeout(quiet);
              quiet = setTimeout(done, 400);
            });
            observer.observe(document.body, { subtree: true, childList: true, attributes: true });
            function done() {
              observer.disconnect();
              clearTimeout(quiet);
              clearTimeout(giveUp);
              resolve();
            }
          });
        const scope = window as unknown as {
          axe: { run: (...args: unknown[]) => Promise<AxeRunResult> };
        };
        // Elements in an enter or leave animation (antd's motion classes) are half faded:
        // not a state anyone reads, so they are left out of this scan.
        const moving = ['[class*="-enter"]', '[class*="-leave"]', '[class*="-appear"]'];
        const scanOnce = async () => {
          await settled();
          // Behind an open dialog, drawer or guided tour the page is dimmed on purpose and out
          // of reach: the scan takes the overlay alone (the page had its own scan before it).
          const overlays = Array.from(
            document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-drawer, .ant-tour'),
          ).filter((overlay) => overlay.checkVisibility({ visibilityProperty: true }));
          const include = overlays.length > 0 ? overlays : [document.documentElement];
          // A scan takes a second or more, and the journey goes on meanwhile: a form that
          // starts saving mid-scan greys its buttons after axe chose them, and axe then weighs
          // a disabled button's grey as text. A scan the page changed under is taken again.
          let changed = false;
          const observer = new MutationObserver(() => (changed = true));
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          try {
            const found = await scope.axe.run(
              { include, exclude: moving },
              { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
            );
            return { found, changed };
          } finally {
            observer.disconnect();
          }
        };
        let scan = await scanOnce();
        for (let again = 0; again < 3 && scan.changed; again += 1) scan = await scanOnce();
        // Inactive controls are outside WCAG's contrast rule (1.4.3), and a form that is saving
        // is busy: what is disabled or busy by the end of the scan is not counted.
        const inactive = '[disabled], [aria-disabled="true"], [aria-busy="true"]';
        const stillActive = (target: unknown[]) => {
          const selector = target.at(-1);
          if (typeof selector !== 'string' || target.length > 1) return true;
          return !document.querySelector(selector)?.closest(inactive);
        };
        return {
          violations: scan.found.violations
            .map((violation) => ({
              ...violation,
              nodes: violation.nodes.filter((node) => stillActive(node.target)),
            }))
            .filter((violation) => violation.nodes.length > 0),
        };
      }, RULE_TAGS);
      for (const violation of result.violations) {
        this.findings.push({
          where,
          rule: violation.id,
          impact: violation.impact ?? 'minor',
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
          details: violation.nodes
            .slice(0, 5)
            .map((node) => ({ html: node.html.slice(0, 300), why: node.failureSummary ?? '' })),
        });
      }
    } catch (error) {
      // A full navigation during the scan destroys its context: the next page gets its own.
      if (!/context was destroyed|Target .*closed|navigation/i.test(String(error))) throw error;
      if (drawn) scannedPages.delete(drawn);
    }
  }
}

/** Scans a page's current state (a dialog) under a name, where a journey holds only the page. */
export async function scanState(page: Page, state: string): Promise<void> {
  await byPage.get(page)?.scan(state);
}

/** The watches of the sessions still open (the per-test check walks them). */
export const liveWatches = (): AccessibilityWatch[] => [...live];

export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.rule} on ${finding.where}: ${finding.help}\n    ${finding.targets.join('\n    ')}`,
    )
    .join('\n');
}

/** Appends a journey file's findings, whatever their impact, to e2e/artifacts/axe/. */
export function recordFindings(file: string, findings: AxeFinding[]): void {
  if (findings.length === 0) return;
  const dir = path.join(repoRoot, 'e2e/artifacts/axe');
  fs.mkdirSync(dir, { recursive: true });
  const name = path.basename(file).replace(/\.test\.ts$/, '.json');
  fs.appendFileSync(path.join(dir, name), findings.map((f) => JSON.stringify(f)).join('\n') + '\n');
}
