import * as shared from '@levelup/shared';
import { inLocale, loadTranslations } from '@levelup/shared/i18n';
import type { Page } from '@playwright/test';
import * as web from '../../apps/web/src/messages';

/** Words that read the same to a Spanish speaker: brand, units and the coaching abbreviations. */
const INTERNATIONAL = new Set([
  'level',
  'up',
  'kg',
  'lb',
  'lbs',
  'rpe',
  'rir',
  'e1rm',
  'dnp',
  'qr',
  'id',
  'ok',
  'tv',
  'google',
  'strong',
  'hevy',
  'csv',
  'json',
  'email',
]);

const catalogs = [...Object.entries(shared), ...Object.entries(web)]
  .filter(([name, value]) => name.endsWith('Messages') && typeof value === 'object' && value)
  .map(([, value]) => value as object);

/** The words of every message of a catalog; templates are called with sample arguments. */
function wordsOf(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    for (const word of value.toLowerCase().match(/\p{L}+/gu) ?? []) into.add(word);
  } else if (typeof value === 'function') {
    for (const sample of [2, 'x']) {
      try {
        wordsOf(value(sample, sample, sample, sample), into);
      } catch {
        // A template over structured arguments: its fixed words are in its neighbours too.
      }
    }
  } else if (typeof value === 'object' && value) {
    for (const inner of Object.values(value)) wordsOf(inner, into);
  }
  return into;
}

let englishOnly: Promise<Set<string>> | null = null;

/**
 * The words the English catalogs use and the Spanish ones never do ('the', 'save', 'session'):
 * one of them on a Spanish screen is English left untranslated, or text no catalog holds.
 */
function englishOnlyWords(): Promise<Set<string>> {
  englishOnly ??= loadTranslations('es').then(() => {
    const spanish = new Set<string>();
    const english = new Set<string>();
    for (const catalog of catalogs) {
      const en = inLocale(catalog, 'en');
      const es = inLocale(catalog, 'es');
      wordsOf(en, english);
      // A catalog not translated yet answers its English: its words are no Spanish ones.
      if (es !== en) wordsOf(es, spanish);
    }
    return new Set(
      [...english].filter(
        (word) => word.length > 1 && !spanish.has(word) && !INTERNATIONAL.has(word),
      ),
    );
  });
  return englishOnly;
}

/**
 * The visible text of the page, and what assistive technology reads of it (labels, titles,
 * placeholders, alternative text), that holds an English word, once `names` (people's, exercises'
 * and workouts' names, which stay as their owners wrote them) are taken out.
 */
export async function englishShown(page: Page, names: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [hidden]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      found.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      if (!(element as HTMLElement).checkVisibility()) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  const english = await englishOnlyWords();
  // Longest first, so 'Back Squat' goes before a name it contains.
  const exempt = [...names].sort((a, b) => b.length - a.length);
  return [
    ...new Set(
      texts.filter((text) => {
        let rest = text;
        for (const name of exempt) rest = rest.split(name).join(' ');
        return (rest.toLowerCase().match(/\p{L}+/gu) ?? []).some((word) => english.has(word));
      }),
    ),
  ];
}
