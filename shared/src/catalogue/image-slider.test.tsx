import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@gbx/shared/router';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageSlider } from './image-slider';
import { stepIndex } from './image-slider-controls';

// jsdom has no PointerEvent: a MouseEvent with the pointer's type stands in (clientX and pointerType are what the slider reads).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

afterEach(() => {
  cleanup();
  document.documentElement.dir = 'ltr';
});

const images = ['/p/GBX1-1.svg', '/p/GBX1-2.svg', '/p/GBX1-3.svg'];

function draw(props: Partial<Parameters<typeof ImageSlider>[0]> = {}) {
  render(
    <MemoryRouter>
      <ImageSlider images={images} title="Tamarind Speedboat" href="/product-detail/GBX1" {...props} />
    </MemoryRouter>,
  );
  return screen.queryByRole('group', { name: 'Pictures of Tamarind Speedboat' });
}

/** The slider with its controls, which come when it is pointed at (or at the page's first quiet moment). */
async function show(props: Partial<Parameters<typeof ImageSlider>[0]> = {}) {
  const slider = draw(props);
  if (slider) {
    fireEvent.pointerEnter(slider);
    await screen.findByTestId('slider-position');
  }
  return slider;
}

const shown = () => screen.getByTestId('image-slider').querySelector('img')?.getAttribute('src');
const position = () => screen.getByTestId('slider-position').textContent;

describe('stepping round the pictures', () => {
  it('goes forwards and backwards and wraps at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('the picture slider (§2.8)', () => {
  it('is drawn still first, its first picture in place, a named carousel without controls yet', () => {
    const slider = draw()!;
    expect(slider.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toBe('/p/GBX1-1-640.webp');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a named carousel showing the first picture, its position and two named buttons', async () => {
    const slider = (await show())!;
    expect(slider.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown()).toBe('/p/GBX1-1-640.webp');
    expect(position()).toBe('1 of 3');
    expect(screen.getByTestId('slider-position').getAttribute('aria-live')).toBe('polite');
    expect(within(slider).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Previous picture', 'Next picture']);
  });

  it('moves with its buttons, round from the last to the first and back', async () => {
    await show();
    const next = screen.getByRole('button', { name: 'Next picture' });
    const previous = screen.getByRole('button', { name: 'Previous picture' });
    fireEvent.click(next);
    expect([shown(), position()]).toEqual(['/p/GBX1-2-640.webp', '2 of 3']);
    fireEvent.click(next);
    fireEvent.click(next);
    expect([shown(), position()]).toEqual(['/p/GBX1-1-640.webp', '1 of 3']);
    fireEvent.click(previous);
    expect([shown(), position()]).toEqual(['/p/GBX1-3-640.webp', '3 of 3']);
  });

  it('moves with the arrow keys while a button has focus, and leaves other keys alone', async () => {
    await show();
    const next = screen.getByRole('button', { name: 'Next picture' });
    next.focus();
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(position()).toBe('2 of 3');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(position()).toBe('3 of 3');
    const tab = fireEvent.keyDown(next, { key: 'Tab' });
    expect(tab).toBe(true);
    expect(position()).toBe('3 of 3');
  });

  it('follows the reading direction right to left: ArrowLeft is next', async () => {
    document.documentElement.dir = 'rtl';
    await show();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next picture' }), { key: 'ArrowLeft' });
    expect(position()).toBe('2 of 3');
  });

  it('moves with a swipe on a touch screen, not with a tap or a mouse drag', async () => {
    const slider = (await show())!;
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      act(() => {
        fireEvent.pointerDown(slider, { clientX: from, pointerType });
        fireEvent.pointerUp(slider, { clientX: to, pointerType });
      });
    };
    swipe(200, 100);
    expect(position()).toBe('2 of 3');
    swipe(100, 200);
    expect(position()).toBe('1 of 3');
    swipe(200, 190);
    swipe(200, 50, 'mouse');
    expect(position()).toBe('1 of 3');
  });

  it('does not move by itself', async () => {
    await show();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(position()).toBe('1 of 3');
  });

  it('is a still picture without controls for one picture or a compact row', async () => {
    expect(await show({ images: ['/p/one.svg'] })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    expect(await show({ still: true })).toBeNull();
    expect(shown()).toBe('/p/GBX1-1-640.webp');
    expect(screen.queryByTestId('slider-position')).toBeNull();
  });
});
