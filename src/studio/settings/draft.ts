/**
 * The settings draft as the studio edits it: an immutable object produced by immer, each edit
 * with its patches and inverse patches, so undo and redo replay them. The list of changed fields
 * compares the draft with what is published (#domain/studio-roles changedFields, as the server's
 * versions do). When another member saved or published meanwhile, the editor's own edits are
 * carried onto theirs (rebaseDraft), so a refused save loses nothing. Pure: no React, no storage.
 */
import { applyPatches, enablePatches, produceWithPatches, type Patch } from 'immer';
import { changedFields } from '#domain/studio-roles';

enablePatches();

export type DraftSettings = Readonly<Record<string, unknown>>;

interface Step {
  readonly field: string;
  readonly patches: readonly Patch[];
  readonly inverse: readonly Patch[];
  /** Typing into one field is one step: a later keystroke of the same field joins it. */
  readonly joinable: boolean;
}

export interface DraftHistory {
  readonly settings: DraftSettings;
  readonly past: readonly Step[];
  readonly future: readonly Step[];
}

export const startDraft = (settings: DraftSettings): DraftHistory => ({ settings, past: [], future: [] });

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets one field. `typing`: the edit joins the step before it when that step was typing into the
 * same field, so one undo takes back a word, not a letter.
 */
export function editField(history: DraftHistory, field: string, value: unknown, { typing = false } = {}): DraftHistory {
  if (same(history.settings[field], value)) return history;
  const [settings, patches, inverse] = produceWithPatches(history.settings as Record<string, unknown>, (draft) => {
    draft[field] = value;
  });
  const last = history.past.at(-1);
  if (typing && last?.joinable && last.field === field) {
    return { settings, past: [...history.past.slice(0, -1), { field, patches, inverse: last.inverse, joinable: true }], future: [] };
  }
  return { settings, past: [...history.past, { field, patches, inverse, joinable: typing }], future: [] };
}

export function undo(history: DraftHistory): DraftHistory {
  const step = history.past.at(-1);
  if (!step) return history;
  return {
    settings: applyPatches(history.settings as Record<string, unknown>, step.inverse as Patch[]),
    past: history.past.slice(0, -1),
    future: [{ ...step, joinable: false }, ...history.future],
  };
}

export function redo(history: DraftHistory): DraftHistory {
  const [step, ...future] = history.future;
  if (!step) return history;
  return { settings: applyPatches(history.settings as Record<string, unknown>, step.patches as Patch[]), past: [...history.past, step], future };
}

/**
 * The editor's edits carried onto settings another member saved or published since: each field
 * the editor changed from `base` (what it started from) keeps the editor's value, every other
 * field is theirs. Each carried field is a step of its own, so undo takes it back to theirs.
 */
export function rebaseDraft(history: DraftHistory, base: DraftSettings, theirs: DraftSettings): DraftHistory {
  return changedFields(base, history.settings).reduce((rebased, field) => editField(rebased, field, history.settings[field]), startDraft(theirs));
}
