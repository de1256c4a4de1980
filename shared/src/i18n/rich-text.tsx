import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { getI18n } from './i18n';

interface RichTextProps {
  namespace: string;
  i18nKey: string;
  /** Elements for the tags in the text, e.g. { privacy: <Link to="/privacy-policy" /> }. */
  components: Record<string, ReactElement>;
  values?: Record<string, unknown>;
  /** Picks the plural form of the text (i18n key with _one, _other, ...). */
  count?: number;
}

/** A translated text with links or emphasis inside it (react-i18next's Trans, bound to the page's instance). */
export function RichText({ namespace, i18nKey, components, values, count }: RichTextProps) {
  return <Trans i18n={getI18n()} ns={namespace} i18nKey={i18nKey} components={components} values={values} count={count} />;
}
