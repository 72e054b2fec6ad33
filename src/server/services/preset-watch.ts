/**
 * The development server's watch of PRESETS_DIR (`npm run dev`; never in production). A saved
 * preset file is checked and loaded by itself, with the loader's rules, as at start. A file that
 * fails changes nothing in the database, so the brand's last good version keeps serving; its
 * problems are kept, each at its JSON path, line and column, for the brand's pages to show until a
 * good version is saved. Listeners hear of every change (the dev server reloads open pages).
 */
import { readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { escapeHtml } from '#schemas/page';
import type { Database } from '../db/database.ts';
import type { BrandData } from './brand-data.ts';
import { formatIssue, type LocatedIssue } from './preset-check.ts';
import { describeLoad, isPresetFileName, loadPresetText, type LoadOptions, type PresetLoad } from './presets.ts';

/** A preset file the last save of which was refused. */
export interface RefusedPreset {
  readonly file: string;
  /**
   * The brand it is of: the sub of the file's last good load, else the sub the text names; null
   * when neither is known (its problems then show on every brand's pages).
   */
  readonly sub: string | null;
  readonly issues: readonly LocatedIssue[];
}

/** An editor's save is often two writes (truncate, then the text): they are loaded once. */
export const PRESET_WATCH_DEBOUNCE_MS = 40;

export interface PresetWatchOptions {
  readonly load: Omit<LoadOptions, 'force'>;
  /** The per-merchant cache: a loaded brand's answers are dropped at once, not at the change notification. */
  readonly data: BrandData;
  readonly log: (line: string) => void;
  readonly debounceMs?: number;
}

/** The sub a preset's text names, read leniently (the text may be no valid JSON). */
function subNamed(text: string): string | null {
  const value = parse(text) as { merchant?: { sub?: unknown } } | undefined;
  const sub = value?.merchant?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : null;
}

export class PresetWatch {
  readonly #db: Database;
  readonly #dir: string;
  readonly #options: PresetWatchOptions;
  #watcher: FSWatcher | null = null;
  readonly #timers = new Map<string, NodeJS.Timeout>();
  /** file -> its refused save. */
  readonly #refused = new Map<string, RefusedPreset>();
  /** file -> the sub of its last good load. */
  readonly #subs = new Map<string, string>();
  /** Loads run one after another, in the order the saves settled. */
  #queue: Promise<void> = Promise.resolve();
  readonly #listeners = new Set<(file: string) => void>();

  constructor(db: Database, dir: string, options: PresetWatchOptions) {
    this.#db = db;
    this.#dir = dir;
    this.#options = options;
  }

  /** Starts watching, knowing what the loads at start did (a file refused then shows its problems now). */
  start(loads: readonly PresetLoad[]): void {
    for (const load of loads) this.#record(load, () => readFileSync(load.file, 'utf8'));
    this.#watcher = watch(this.#dir, (_event, name) => {
      // Some platforms do not name the file: every preset of the folder is looked at again.
      if (name === null) {
        for (const file of this.#presetFiles()) this.#saved(file);
      } else if (isPresetFileName(name)) this.#saved(join(this.#dir, name));
    });
    this.#watcher.on('error', (error) => this.#options.log(`preset watch of ${this.#dir} failed: ${error.message}`));
  }

  /** The refused files of a brand's pages: the brand's own, and those whose brand is not known. */
  refusedFor(sub: string | null): RefusedPreset[] {
    return [...this.#refused.values()].filter((r) => r.sub === null || r.sub === sub);
  }

  /** Calls `listener` with the file after each save that changed the brand or its problems; returns the unsubscription. */
  onChange(listener: (file: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Resolves once the saves seen so far are loaded. */
  async idle(): Promise<void> {
    while (this.#timers.size > 0) await new Promise((r) => setTimeout(r, this.#options.debounceMs ?? PRESET_WATCH_DEBOUNCE_MS));
    await this.#queue;
  }

  async close(): Promise<void> {
    this.#watcher?.close();
    this.#watcher = null;
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
    await this.#queue;
  }

  #presetFiles(): string[] {
    try {
      return readdirSync(this.#dir)
        .filter(isPresetFileName)
        .map((name) => join(this.#dir, name));
    } catch {
      return [];
    }
  }

  #saved(file: string): void {
    clearTimeout(this.#timers.get(file));
    this.#timers.set(
      file,
      setTimeout(() => {
        this.#timers.delete(file);
        this.#queue = this.#queue.then(() => this.#load(file));
      }, this.#options.debounceMs ?? PRESET_WATCH_DEBOUNCE_MS),
    );
  }

  async #load(file: string): Promise<void> {
    const { log } = this.#options;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        log(`${file}: cannot read: ${(error as Error).message}`);
        return;
      }
      // A removed file removes nothing: the brand stays as it was last loaded.
      const had = this.#refused.delete(file);
      if (this.#subs.delete(file) || had) {
        log(`${file}: removed; its brand stays in the database as last loaded`);
        this.#changed(file);
      }
      return;
    }
    try {
      const before = this.#refused.get(file);
      const load = await loadPresetText(this.#db, file, text, this.#options.load);
      this.#record(load, () => text);
      if (load.status === 'loaded') this.#options.data.invalidate(load.merchantId);
      if (load.status !== 'unchanged' || before) {
        log(describeLoad(load));
        this.#changed(file);
      }
    } catch (error) {
      log(`${file}: not loaded: ${(error as Error).message}`);
    }
  }

  #record(load: PresetLoad, text: () => string): void {
    if (load.status === 'invalid') {
      let named: string | null = null;
      try {
        named = subNamed(text());
      } catch {
        // Unreadable now: its brand is not known.
      }
      this.#refused.set(load.file, { file: load.file, sub: this.#subs.get(load.file) ?? named, issues: load.issues });
    } else if (load.status === 'refused') {
      // Valid, but not loaded over the studio's work (decision 028): said on the brand's pages too.
      const work = load.work.map((w) => `${w.action} x${w.count}`).join(', ');
      const message = `changed, not loaded: the studio has changed this brand since the file's last load (${work}); npm run preset:load -- --force ${load.file} replaces it`;
      this.#refused.set(load.file, { file: load.file, sub: load.sub, issues: [{ path: '$', message, line: 1, column: 1 }] });
      this.#subs.set(load.file, load.sub);
    } else {
      this.#refused.delete(load.file);
      this.#subs.set(load.file, load.sub);
    }
  }

  #changed(file: string): void {
    for (const listener of this.#listeners) listener(file);
  }
}

/** The block a brand's page shows in development while its preset is refused: each problem as editors link it. */
export function refusedPresetsPanel(refused: readonly RefusedPreset[]): string {
  const files = refused.map(
    (r) =>
      `<section><h2 style="font:inherit;font-weight:700;margin:8px 0 4px">${escapeHtml(r.file)}: refused, ${r.issues.length} problem(s)</h2><ul style="margin:0;padding-left:20px">${r.issues
        .map((i) => `<li>${escapeHtml(formatIssue(r.file, i))}</li>`)
        .join('')}</ul></section>`,
  );
  return (
    '<aside id="preset-problems" role="alert" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:50vh;overflow:auto;margin:0;padding:12px 16px;background:#7f1d1d;color:#fff;font:13px/1.45 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap">' +
    '<strong>A preset was refused: the brand shows its last good version until the file is fixed (npm run dev only).</strong>' +
    `${files.join('')}</aside>`
  );
}
