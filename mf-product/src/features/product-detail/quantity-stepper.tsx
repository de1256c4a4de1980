import { useId, useState } from 'react';
import styled from 'styled-components';
import { theme, useT } from '@gbx/shared';
import { clampQuantity, maxQuantity, quantityNote, typedQuantity } from './product-rules';
import { texts } from './texts';

const Box = styled.div`
  display: grid;
  gap: 0.35rem;
  label {
    font-weight: 600;
    color: ${theme.color.navy};
  }
`;

const Row = styled.div`
  display: inline-flex;
  align-items: stretch;
  width: max-content;
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  overflow: hidden;
  button {
    width: 2.75rem;
    min-height: 2.75rem;
    border: 0;
    background: ${theme.color.page};
    color: ${theme.color.navy};
    font-size: 1.3rem;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    color: ${theme.color.muted};
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible {
    outline: none;
    box-shadow: inset ${theme.focusRing};
  }
  input {
    width: 4.5rem;
    border: 0;
    border-inline: 1px solid ${theme.color.border};
    text-align: center;
    font: inherit;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${theme.color.muted};
  min-height: 1.2em;
`;

/**
 * Purchase quantity (§2.9, §5): plus and minus, starting at 1, never below 1;
 * a typed value is brought to a whole number within 1 and the stock when the
 * field is left, and the visitor is told so.
 */
export function QuantityStepper({ value, onChange, stock }: { value: number; onChange: (value: number) => void; stock: number }) {
  const { t } = useT(texts.namespace);
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [note, setNote] = useState<'range' | 'whole' | null>(null);
  const most = maxQuantity(stock);
  const commit = (text: string) => {
    const wanted = typedQuantity(text);
    setNote(quantityNote(wanted, stock));
    setTyped(null);
    onChange(clampQuantity(wanted, stock));
  };
  return (
    <Box>
      <label htmlFor={id}>{t('quantity.label')}</label>
      <Row>
        <button type="button" aria-label={t('quantity.less')} aria-controls={id} disabled={value <= 1} onClick={() => onChange(clampQuantity(value - 1, stock))}>
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          aria-describedby={`${id}-note`}
          value={typed ?? String(value)}
          // Digits and one decimal mark are kept as typed ('2.5' is not 25): commit says what it became.
          onChange={(event) => setTyped(event.target.value.replace(/[^\d.,]/g, '').slice(0, 8))}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
          data-testid="quantity"
        />
        <button type="button" aria-label={t('quantity.more')} aria-controls={id} disabled={value >= most} onClick={() => onChange(clampQuantity(value + 1, stock))}>
          +
        </button>
      </Row>
      <Note id={`${id}-note`} role="status">
        {note === 'range' ? t('quantity.clamped', { max: most }) : note === 'whole' ? t('quantity.whole', { value }) : null}
      </Note>
    </Box>
  );
}
