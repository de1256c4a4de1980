import styled from 'styled-components';
import { theme, useT } from '@gbx/shared';
import { MAX_KEYWORD_LENGTH } from './keyword-limit';
import { KEYWORD_CUT_NAMESPACE } from './keyword-cut-texts';

/* In its status (keyword-cut-note.tsx), which is placed under the field, over what follows it. */
const Bubble = styled.span`
  display: block;
  margin-block-start: 0.3rem;
  max-width: 26rem;
  padding: 0.45rem 0.65rem;
  border: 1px solid #e0b252;
  border-radius: 8px;
  background: #fff8e6;
  box-shadow: 0 6px 16px rgba(11, 37, 69, 0.16);
  color: ${theme.color.text};
  font-size: 0.85rem;
  font-weight: 400;
  line-height: 1.35;
  text-align: start;
`;

/** 'Keywords are limited to 200 characters; the rest was cut.' in the page's language. */
export function KeywordCutMessage() {
  const { t } = useT(KEYWORD_CUT_NAMESPACE);
  return <Bubble>{t('message', { limit: MAX_KEYWORD_LENGTH })}</Bubble>;
}
