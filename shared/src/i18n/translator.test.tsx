import { Profiler } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addTranslations, applyLanguage, getI18n, translationsReady, withTexts } from './i18n';
import { RichText } from './rich-text';
import { interpolate, Translator } from './translator';
import { useT } from './use-t';

const english = {
  greeting: 'Hello {{name}}',
  cart: { items_one: '{{count}} item', items_other: '{{count}} items' },
  onlyEnglish: 'Only in English',
  terms: 'Accept the <privacy>Privacy Policy</privacy> and <terms>Terms</terms>, {{name}}.',
};
const arabic = {
  greeting: 'مرحبا {{name}}',
  cart: { items_zero: 'لا عناصر', items_one: 'عنصر واحد', items_two: 'عنصران', items_few: '{{count}} عناصر', items_many: '{{count}} عنصرًا', items_other: '{{count}} عنصر' },
};

function translator(language = 'en') {
  const texts = new Translator();
  texts.addResourceBundle('en', 'ns', english);
  texts.addResourceBundle('ar', 'ns', arabic);
  texts.changeLanguage(language);
  return texts;
}

describe('Translator', () => {
  it('reads nested keys and fills placeholders', () => {
    expect(translator().t('ns', 'greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(interpolate('{{ a }} and {{b}}', { a: 1, b: 'two' })).toBe('1 and two');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translator().t('ns', 'greeting')).toBe('Hello {{name}}');
  });

  it('picks the CLDR plural form of the language', () => {
    const en = translator('en');
    expect(en.t('ns', 'cart.items', { count: 1 })).toBe('1 item');
    expect(en.t('ns', 'cart.items', { count: 0 })).toBe('0 items');
    const ar = translator('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('ns', 'cart.items', { count }))).toEqual(['لا عناصر', 'عنصر واحد', 'عنصران', '3 عناصر', '11 عنصرًا', '100 عنصر']);
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const ar = translator('ar');
    expect(ar.t('ns', 'onlyEnglish')).toBe('Only in English');
    expect(ar.t('ns', 'missing', { defaultValue: 'Unknown' })).toBe('Unknown');
    expect(ar.t('ns', 'missing.key')).toBe('missing.key');
    expect(ar.getResource('ar', 'ns', 'onlyEnglish')).toBeUndefined();
  });

  it('keeps the first texts when a bundle is added again, adding only new keys', () => {
    const texts = translator();
    texts.addResourceBundle('en', 'ns', { greeting: 'Other', extra: 'Extra' });
    expect(texts.t('ns', 'greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(texts.t('ns', 'extra')).toBe('Extra');
  });

  it('tells its subscribers when the language or the texts change', () => {
    const texts = translator();
    let calls = 0;
    const unsubscribe = texts.subscribe(() => (calls += 1));
    texts.changeLanguage('ar');
    texts.changeLanguage('ar');
    texts.addResourceBundle('fr', 'ns', { greeting: 'Bonjour {{name}}' });
    unsubscribe();
    texts.changeLanguage('fr');
    expect(calls).toBe(2);
  });

  it("changes a namespace's version only for its own texts or the language", () => {
    const texts = translator();
    const [shell, page] = [texts.versionOf('shell'), texts.versionOf('page')];
    texts.addResourceBundle('fr', 'page', { title: 'Titre' });
    expect(texts.versionOf('shell')).toBe(shell);
    expect(texts.versionOf('page')).not.toBe(page);
    const pageWithTexts = texts.versionOf('page');
    texts.changeLanguage('ar');
    expect(texts.versionOf('shell')).not.toBe(shell);
    expect(texts.versionOf('page')).not.toBe(pageWithTexts);
  });
});

describe('useT and RichText', () => {
  it('render again in the new language, once its texts have loaded', async () => {
    addTranslations('test-ns', { en: english, fr: () => Promise.resolve({ fr: { greeting: 'Bonjour {{name}}' } }) });
    const { result } = renderHook(() => useT('test-ns'));
    expect(result.current.t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    await act(async () => {
      applyLanguage('fr');
      await translationsReady();
    });
    expect(result.current.t('greeting', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(document.documentElement.lang).toBe('fr');
    act(() => applyLanguage('en'));
    expect(getI18n().language).toBe('en');
  });

  it('hand over a module loaded on demand once the texts it registered are in the page language', async () => {
    applyLanguage('fr');
    try {
      let release!: () => void;
      const frenchArrives = new Promise<void>((resolve) => (release = resolve));
      // A lazy part's module registers its namespace as it is evaluated; its French is still on its way.
      const load = Promise.resolve().then(() => {
        addTranslations('lazy-ns', { en: { title: 'Report' }, fr: () => frenchArrives.then(() => ({ fr: { title: 'Signaler' } })) });
        return { part: 'form' };
      });
      let handed: { part: string } | undefined;
      const handing = withTexts(load).then((module) => (handed = module));
      // Every promise that could settle without the French has settled by the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(handed).toBeUndefined();
      release();
      await handing;
      expect(handed).toEqual({ part: 'form' });
      expect(getI18n().t('lazy-ns', 'title')).toBe('Signaler');
    } finally {
      act(() => applyLanguage('en'));
    }
  });

  it("render again for their own namespace's texts, not for another's", () => {
    addTranslations('shell-ns', { en: { title: 'Shell' } });
    addTranslations('area-ns', { en: { title: 'Area' } });
    // Profiler calls onRender each time something inside it rendered and committed.
    const renders = { shell: 0, area: 0 };
    function Shell() {
      return <p>{useT('shell-ns').t('title')}</p>;
    }
    function Area() {
      return <p>{useT('area-ns').t('title')}</p>;
    }
    render(
      <>
        <Profiler id="shell" onRender={() => (renders.shell += 1)}>
          <Shell />
        </Profiler>
        <Profiler id="area" onRender={() => (renders.area += 1)}>
          <Area />
        </Profiler>
      </>,
    );
    expect(renders).toEqual({ shell: 1, area: 1 });
    act(() => getI18n().addResourceBundle('en', 'area-ns', { more: 'More' }));
    expect(renders).toEqual({ shell: 1, area: 2 });
    act(() => applyLanguage('fr'));
    expect(renders).toEqual({ shell: 2, area: 3 });
    act(() => applyLanguage('en'));
  });

  it('turn tags into the given elements and keep values as text', () => {
    addTranslations('rich-ns', { en: english });
    const { container } = render(
      <RichText namespace="rich-ns" i18nKey="terms" components={{ privacy: <a href="/privacy-policy" />, terms: <a href="/terms-condition" /> }} values={{ name: '<b>Bob</b>' }} />,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveProperty('href', 'http://localhost:3000/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms' })).toBeTruthy();
    expect(container.textContent).toBe('Accept the Privacy Policy and Terms, <b>Bob</b>.');
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows a tag it has no element for, or one never closed, as its text', () => {
    addTranslations('broken-ns', { en: { a: 'x <unknown>y</unknown> <open>z' } });
    const { container } = render(<RichText namespace="broken-ns" i18nKey="a" components={{}} />);
    expect(container.textContent).toBe('x y <open>z');
  });
});
