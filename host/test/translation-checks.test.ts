import { englishProblems, translationProblems } from '@gbx/tooling/testing/translation-checks';
import { describe, expect, it } from 'vitest';

// The shared checker every area's translation test uses (tooling/testing/translation-checks.ts) must fail on bad texts.
const english = {
  title: 'Welcome to GBX Marketplace',
  greeting: 'Hello {{name}}, see <link>the terms</link>',
  cart: { items_one: '{{count}} item', items_other: '{{count}} items' },
};

describe('translationProblems', () => {
  it('finds nothing in a complete translation', () => {
    const french = {
      title: 'Bienvenue sur GBX Marketplace',
      greeting: 'Bonjour {{name}}, voir <link>les conditions</link>',
      cart: { items_one: '{{count}} article', items_many: '{{count}} d’articles', items_other: '{{count}} articles' },
    };
    expect(translationProblems(english, french, 'fr')).toEqual([]);
  });

  it('names every missing, empty, extra, mis-marked, mis-pluralised or rebranded text', () => {
    const broken = {
      title: 'Bienvenue sur le Marché GBX',
      greeting: 'Bonjour, voir <link>les conditions</link>',
      cart: { items_one: '', items_other: '{{count}} articles {{total}}' },
      extra: 'de trop',
    };
    expect(translationProblems(english, broken, 'fr')).toEqual([
      'fr: title translates the brand name GBX Marketplace',
      'fr: greeting has the markers [</link> <link>], English has [</link> <link> {{name}}]',
      'fr: cart.items has the plural forms [one other], the language needs [many one other]',
      'fr: cart.items_one is empty',
      'fr: cart.items_other adds {{total}}',
      'fr: extra is not an English key',
    ]);
  });

  it('lets {{count}} be said in words where a category is one number (Arabic two)', () => {
    const arabic = {
      title: 'مرحبا بكم في GBX Marketplace',
      greeting: 'مرحبا {{name}}، <link>الشروط</link>',
      cart: {
        items_zero: 'لا عناصر', items_one: 'عنصر واحد', items_two: 'عنصران',
        items_few: '{{count}} عناصر', items_many: '{{count}} عنصرًا', items_other: '{{count}} عنصر',
      },
    };
    expect(translationProblems(english, arabic, 'ar')).toEqual([]);
  });

  it('accepts a key kept in English on purpose', () => {
    const { title: _title, ...rest } = english;
    expect(translationProblems(english, rest, 'es', { englishOnly: new Set(['title']) })).not.toContain('es: title is missing or empty');
  });
});

describe('englishProblems', () => {
  it('finds empty texts and plural groups without the English forms', () => {
    expect(englishProblems({ a: '', b: { n_other: '{{count}} things' } })).toEqual(['en: a is not a non-empty string', 'en: b.n lacks the plural forms one']);
  });
});
