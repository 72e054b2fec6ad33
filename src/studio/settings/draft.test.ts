import { describe, expect, it } from 'vitest';
import { changedFields } from '#domain/studio-roles';
import { editField, rebaseDraft, redo, startDraft, undo } from './draft.ts';

const published = { mainColor: '#FCE000', engLangActive: false, title: 'Olov' } as const;

describe('the settings draft: immer patches give undo, redo and the change list (issue 21)', () => {
  it('an edit changes a copy: the published object stays as it was', () => {
    const history = editField(startDraft(published), 'mainColor', '#112233');
    expect(history.settings.mainColor).toBe('#112233');
    expect(published.mainColor).toBe('#FCE000');
    expect(changedFields(published, history.settings)).toEqual(['mainColor']);
  });

  it('undo takes edits back in reverse order, redo replays them; a new edit clears what could be redone', () => {
    let h = startDraft(published);
    h = editField(h, 'mainColor', '#112233');
    h = editField(h, 'engLangActive', true);
    h = undo(h);
    expect(h.settings).toEqual({ ...published, mainColor: '#112233' });
    h = undo(h);
    expect(h.settings).toEqual(published);
    expect(changedFields(published, h.settings)).toEqual([]);
    h = undo(h);
    expect(h.settings).toEqual(published);
    h = redo(h);
    expect(h.settings.mainColor).toBe('#112233');
    expect(h.future).toHaveLength(1);
    h = editField(h, 'title', 'Yangi');
    expect(h.future).toHaveLength(0);
    expect(redo(h)).toBe(h);
    expect(changedFields(published, h.settings)).toEqual(['mainColor', 'title']);
  });

  it('typing into one field is one step; typing into another, or a toggle, starts a new one', () => {
    let h = startDraft(published);
    for (const text of ['O', 'Ol', 'Olo']) h = editField(h, 'title', text, { typing: true });
    expect(h.past).toHaveLength(1);
    h = editField(h, 'engLangActive', true);
    h = editField(h, 'title', 'Olov!', { typing: true });
    expect(h.past).toHaveLength(3);
    h = undo(undo(undo(h)));
    expect(h.settings).toEqual(published);
  });

  it('setting a field to its current value is no step', () => {
    const h = startDraft(published);
    expect(editField(h, 'engLangActive', false)).toBe(h);
  });

  it('a field added to the draft and taken back by undo leaves no key behind', () => {
    let h = editField(startDraft(published), 'phone', '+998901234567');
    expect(changedFields(published, h.settings)).toEqual(['phone']);
    h = undo(h);
    expect('phone' in h.settings).toBe(false);
  });

  it("a refused save loses nothing: the editor's edits are carried onto what another member published, the rest is theirs", () => {
    let mine = startDraft(published);
    mine = editField(mine, 'title', 'Olov uyi', { typing: true });
    mine = editField(mine, 'engLangActive', true);
    mine = editField(mine, 'engLangActive', false);
    const theirs = { ...published, mainColor: '#112233', title: 'Olov 2' };
    const rebased = rebaseDraft(mine, published, theirs);
    // The title is the editor's though theirs changed it too (the one who reloads sees it and
    // decides); the colour is theirs; the language went back where it started, so it is theirs.
    expect(rebased.settings).toEqual({ ...theirs, title: 'Olov uyi' });
    expect(changedFields(theirs, rebased.settings)).toEqual(['title']);
    expect(undo(rebased).settings).toEqual(theirs);
    expect(rebaseDraft(startDraft(published), published, theirs).settings).toEqual(theirs);
  });
});
