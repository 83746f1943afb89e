// All dictionaries by language.
import type { Language } from '../lib/core';
import type { Dictionary } from './types';
import { en } from './en';
import { fr } from './fr';
import { de } from './de';
import { it } from './it';
import { nl } from './nl';
import { es } from './es';

/** Dictionary of every language the generator writes. */
export const DICTIONARIES: Record<Language, Dictionary> = { en, fr, de, it, nl, es };

import type { EditorialDictionary } from './editorial-types';
import { editorialEn } from './editorial-en';
import { editorialFr } from './editorial-fr';
import { editorialDe } from './editorial-de';
import { editorialIt } from './editorial-it';
import { editorialNl } from './editorial-nl';
import { editorialEs } from './editorial-es';

/** Editorial copy of every language. */
export const EDITORIAL: Record<Language, EditorialDictionary> = {
  en: editorialEn, fr: editorialFr, de: editorialDe, it: editorialIt, nl: editorialNl, es: editorialEs,
};
