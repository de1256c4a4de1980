import { useTranslation } from 'react-i18next';
import { getI18n } from './i18n';

/** Texts of one namespace in the page's language: `const { t } = useT('shell')`. */
export function useT(namespace: string) {
  return useTranslation(namespace, { i18n: getI18n() });
}
