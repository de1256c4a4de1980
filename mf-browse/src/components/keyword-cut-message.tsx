import { useT } from '@gbx/shared';
import { MAX_KEYWORD_LENGTH } from './keyword-limit';
import { KEYWORD_CUT_NAMESPACE } from './keyword-cut-texts';

/** 'Keywords are limited to 200 characters; the rest was cut.' in the page's language. */
export function KeywordCutMessage() {
  const { t } = useT(KEYWORD_CUT_NAMESPACE);
  return <>{t('message', { limit: MAX_KEYWORD_LENGTH })}</>;
}
