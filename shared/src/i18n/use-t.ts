import { useMemo, useSyncExternalStore } from 'react';
import { getI18n } from './i18n';
import type { Translate, Translator } from './translator';

/**
 * Texts of one namespace in the page's language: `const { t } = useT('shell')`.
 * A new `t` (and a new render) whenever the language changes or texts arrive.
 */
export function useT(namespace: string): { t: Translate; i18n: Translator } {
  const translator = getI18n();
  const version = useSyncExternalStore(translator.subscribe, translator.getVersion, translator.getVersion);
  return useMemo(
    () => ({ t: (key, options) => translator.t(namespace, key, options), i18n: translator }),
    // version: the same translator with other texts or another language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [translator, namespace, version],
  );
}
