import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getI18n } from './i18n';
import type { Translate, Translator } from './translator';

/**
 * Texts of one namespace in the page's language: `const { t } = useT('shell')`.
 * A new `t` (and a new render) whenever the language changes or texts of this
 * namespace arrive; another namespace's texts leave the component alone.
 */
export function useT(namespace: string): { t: Translate; i18n: Translator } {
  const translator = getI18n();
  const versionOf = useCallback(() => translator.versionOf(namespace), [translator, namespace]);
  const version = useSyncExternalStore(translator.subscribe, versionOf, versionOf);
  return useMemo(
    () => ({ t: (key, options) => translator.t(namespace, key, options), i18n: translator }),
    // version: the same translator with other texts or another language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translator, namespace, version],
  );
}
