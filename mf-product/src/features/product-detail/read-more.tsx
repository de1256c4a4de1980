import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme, useT } from '@gbx/shared';
import { cutText } from './product-rules';
import { texts } from './texts';

const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.55;
  overflow-wrap: anywhere;
`;

const Toggle = styled.button`
  justify-self: start;
  padding: 0.3rem 0;
  border: 0;
  background: none;
  color: ${theme.color.link};
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.04em;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

/**
 * A vendor's text cut to its first 300 characters with READ MORE / READ LESS
 * (§2.9): a button that says whether the whole text is shown (aria-expanded).
 * Plain text: React escapes it, whatever the vendor wrote.
 */
export function ReadMore({ text, testId }: { text: string; testId: string }) {
  const { t } = useT(texts.namespace);
  const id = useId();
  const [open, setOpen] = useState(false);
  const { short, cut } = cutText(text);
  if (!text.trim()) return <Text>{t('noText')}</Text>;
  return (
    <>
      <Text id={id} data-testid={testId} dir="auto">
        {open || !cut ? text.trim() : short}
      </Text>
      {cut ? (
        <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((shown) => !shown)}>
          {open ? t('readLess') : t('readMore')}
        </Toggle>
      ) : null}
    </>
  );
}
