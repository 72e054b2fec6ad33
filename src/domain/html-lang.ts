/**
 * BCP 47 tags of the storefront's languages, for `<html lang>` (the wire spells English `eng`).
 * Apart from language.ts, whose rules only the layout engine runs: the pages need the tags alone,
 * and a module shared with the engine would bring its rules into every page's first load.
 */
import type { Language } from '#schemas/common';

export const HTML_LANG: Readonly<Record<Language, string>> = { uz: 'uz', ru: 'ru', eng: 'en' };
