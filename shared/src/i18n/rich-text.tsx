import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate } from './translator';
import { useT } from './use-t';

interface RichTextProps {
  namespace: string;
  i18nKey: string;
  /** Elements for the tags in the text, e.g. { privacy: <Link to="/privacy-policy" /> }. */
  components: Record<string, ReactElement>;
  values?: Record<string, unknown>;
  /** Picks the plural form of the text (i18n key with _one, _other, ...). */
  count?: number;
}

const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;

interface Open {
  name: string;
  children: ReactNode[];
}

/**
 * The text's <tags> as the given elements, the text between them as children.
 * The tags are read from the translation before its placeholders are filled, so
 * a value (a vendor's name, a keyword) is always text, never markup. A tag with
 * no element, or one never closed, keeps its content as plain text.
 */
export function renderRichText(template: string, components: Record<string, ReactElement>, values: Record<string, unknown>): ReactNode[] {
  const root: Open = { name: '', children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  let keys = 0;
  const element = (name: string, children: ReactNode[]): ReactNode => {
    const component = components[name];
    const key = `${name}-${keys++}`;
    if (!component) return <Fragment key={key}>{children}</Fragment>;
    return children.length > 0 ? cloneElement(component, { key }, ...children) : cloneElement(component, { key });
  };
  let at = 0;
  for (const match of template.matchAll(TAG)) {
    const [tag, closing, name = '', selfClosing] = match;
    if (match.index > at) top().children.push(interpolate(template.slice(at, match.index), values));
    at = match.index + tag.length;
    if (selfClosing) {
      top().children.push(element(name, []));
    } else if (!closing) {
      stack.push({ name, children: [] });
    } else if (stack.length > 1 && top().name === name) {
      const open = stack.pop() as Open;
      top().children.push(element(name, open.children));
    } else {
      top().children.push(tag);
    }
  }
  if (at < template.length) top().children.push(interpolate(template.slice(at), values));
  // Tags left open: their opening tag was text after all.
  while (stack.length > 1) {
    const open = stack.pop() as Open;
    top().children.push(`<${open.name}>`, ...open.children);
  }
  return root.children;
}

/** A translated text with links or emphasis inside it. */
export function RichText({ namespace, i18nKey, components, values = {}, count }: RichTextProps) {
  const { i18n } = useT(namespace);
  const template = i18n.template(namespace, i18nKey, count) ?? i18nKey;
  return <>{renderRichText(template, components, count === undefined ? values : { count, ...values })}</>;
}
