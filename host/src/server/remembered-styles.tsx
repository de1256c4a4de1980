import { LRUCache } from 'lru-cache';
import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext } from 'styled-components';

/** styled-components' stylis call: CSS text in, the rules of one class out (its `Stringifier`). */
export type Stylis = ((css: string, selector?: string, prefix?: string, componentId?: string) => string[]) & { hash: string };

/**
 * The rules stylis made for each CSS text, kept across requests. Every
 * request's page has a style sheet of its own (render-html.ts), so without
 * this styled-components hands every class of every page to stylis again: a
 * profile of a worker under load had stylis at about 6 % of its time. Its
 * answer depends only on its arguments (and the instance's options, which
 * its hash names), so the same class needs no second pass. Bounded by size:
 * a style with values from data makes a new text per value.
 */
const rules = new LRUCache<string, string[]>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (value, key) => key.length + value.reduce((sum, rule) => sum + rule.length, 0),
});

export function remembering(stylis: Stylis): Stylis {
  const remembered = (css: string, selector = '', prefix = '', componentId = '') => {
    const key = `${stylis.hash}\u0000${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`;
    let made = rules.get(key);
    if (!made) {
      made = stylis(css, selector, prefix, componentId);
      rules.set(key, made);
    }
    return made;
  };
  return Object.assign(remembered, { hash: stylis.hash });
}

/**
 * Inside styled-components' StyleSheetManager (the page's sheet), the same
 * sheet with a stylis that remembers its answers. styled-components reads
 * both from this context; it inserts the rules it gets and never changes them.
 */
export function RememberedStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: remembering(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
