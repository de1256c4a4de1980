import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { formatNumber, theme, useLanguage, useT } from '@gbx/shared';
import { CATALOGUE_NAMESPACE } from './texts';

/** How far a finger must travel sideways for a swipe (px); less is a tap. */
const SWIPE_DISTANCE = 40;

const Control = styled.button<{ $side: 'previous' | 'next' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'previous' ? 'inset-inline-start: 0.4rem;' : 'inset-inline-end: 0.4rem;')}
  transform: translateY(-50%);
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid ${theme.color.border};
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${theme.color.navy};
  box-shadow: 0 1px 4px rgba(11, 37, 69, 0.2);
  cursor: pointer;
  /* The arrow points the way the pictures move: mirrored for next, and again right to left. */
  svg {
    transform: ${({ $side }) => ($side === 'next' ? 'scaleX(-1)' : 'none')};
  }
  [dir='rtl'] & svg {
    transform: ${({ $side }) => ($side === 'next' ? 'none' : 'scaleX(-1)')};
  }
  &:hover {
    background: #fff;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${theme.focusRing};
  }
`;

const Counter = styled.span`
  position: absolute;
  top: 0.45rem;
  inset-inline-end: 0.45rem;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  background: rgba(11, 37, 69, 0.78);
  color: #fff;
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

const Arrow = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M15 18l-6-6 6-6" />
  </svg>
);

/** The next index round the ring of `count` pictures, one step forwards (+1) or backwards (-1). */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  return count > 0 ? (index + step + count) % count : 0;
}


const rtl = () => document.documentElement.dir === 'rtl';

interface SliderControlsProps {
  /** The slider's frame, where a swipe is read. */
  frame: RefObject<HTMLDivElement | null>;
  index: number;
  count: number;
  onIndex: (change: (index: number) => number) => void;
}

/**
 * What moves a slider's pictures (image-slider.tsx draws it still until this
 * comes): previous and next buttons with their names, the arrow keys while
 * one has focus (following the reading direction), 'n of m' said politely
 * when it changes, and a sideways swipe on a touch screen.
 */
export function SliderControls({ frame, index, count, onIndex }: SliderControlsProps) {
  const { t } = useT(CATALOGUE_NAMESPACE);
  const language = useLanguage();
  const go = (step: 1 | -1) => onIndex((value) => stepIndex(value, step, count));

  // The swipe is read on the frame, which the still slider drew: listeners of its own, not props of it.
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    let start: number | null = null;
    const down = (event: PointerEvent) => {
      start = event.pointerType === 'mouse' || !Number.isFinite(event.clientX) ? null : event.clientX;
    };
    const up = (event: PointerEvent) => {
      if (start === null) return;
      const distance = event.clientX - start;
      start = null;
      if (Math.abs(distance) < SWIPE_DISTANCE) return;
      // A swipe towards the start of the line shows the next picture.
      const step = (distance < 0) !== rtl() ? 1 : -1;
      onIndex((value) => stepIndex(value, step, count));
    };
    const cancel = () => {
      start = null;
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [frame, count, onIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys follow the reading direction: in Arabic the next picture is to the left.
    const forwards = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const backwards = rtl() ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forwards) go(1);
    else if (event.key === backwards) go(-1);
    else return;
    event.preventDefault();
  };
  return (
    <>
      <Control type="button" $side="previous" aria-label={t('previousPicture')} onClick={() => go(-1)} onKeyDown={onKeyDown}>
        <Arrow />
      </Control>
      <Control type="button" $side="next" aria-label={t('nextPicture')} onClick={() => go(1)} onKeyDown={onKeyDown}>
        <Arrow />
      </Control>
      <Counter aria-live="polite" aria-atomic="true" data-testid="slider-position">
        {t('pictureOf', { current: formatNumber(index + 1, language), total: formatNumber(count, language) })}
      </Counter>
    </>
  );
}
