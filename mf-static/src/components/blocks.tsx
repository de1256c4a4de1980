import { cloneElement, type ReactElement } from 'react';
import { RichText, useT, type TranslationTree } from '@gbx/shared';
import { Note } from './prose';

interface BlocksProps {
  namespace: string;
  /** Where the blocks live in the namespace, e.g. 'sections.weapons.body'. */
  base: string;
  /**
   * The English tree of those blocks: it gives their order and kind, by key prefix:
   * `p…` a paragraph, `note…` a stated rule, `h…` a sub-heading, and a nested
   * tree a bullet list of its texts.
   */
  source: TranslationTree;
  /** Elements for tags inside the texts, e.g. { contact: <Link to=... /> }; <strong> and <em> always work. */
  components?: Record<string, ReactElement>;
}

/**
 * Texts of one language that are not translated yet fall back to English
 * (the translator does that); such a block is marked lang="en" dir="ltr", so a screen
 * reader pronounces it as English and it does not run right to left in Arabic.
 */
export function useEnglishFallback(namespace: string) {
  const { i18n } = useT(namespace);
  const language = i18n.language || 'en';
  return (key: string): { lang?: string; dir?: 'ltr' } =>
    language !== 'en' && i18n.getResource(language, namespace, key) === undefined ? { lang: 'en', dir: 'ltr' } : {};
}

/** A translated text with <strong>, <em> and the given tags. */
export function Text({ namespace, i18nKey, components = {}, values }: { namespace: string; i18nKey: string; components?: Record<string, ReactElement>; values?: Record<string, unknown> }) {
  return <RichText namespace={namespace} i18nKey={i18nKey} components={{ strong: <strong />, em: <em />, ...components }} values={values} />;
}

/** Paragraphs, notes, sub-headings and lists of a translated text, in the order of the English source. */
export function Blocks({ namespace, base, source, components }: BlocksProps) {
  const fallback = useEnglishFallback(namespace);
  return (
    <>
      {Object.entries(source).map(([name, value]) => {
        const key = `${base}.${name}`;
        if (typeof value !== 'string') {
          return (
            <ul key={name}>
              {Object.keys(value).map((item) => (
                <li key={item} {...fallback(`${key}.${item}`)}>
                  <Text namespace={namespace} i18nKey={`${key}.${item}`} components={components} />
                </li>
              ))}
            </ul>
          );
        }
        const text = <Text namespace={namespace} i18nKey={key} components={components} />;
        const element: ReactElement<Record<string, unknown>> = name.startsWith('note') ? <Note>{text}</Note> : name.startsWith('h') ? <h3>{text}</h3> : <p>{text}</p>;
        return cloneElement(element, { key: name, ...fallback(key), ...(name.startsWith('note') ? { 'data-rule': '' } : {}) });
      })}
    </>
  );
}
