import { describe, expect, it } from 'vitest';
import { estimatedLines } from './detail-panels';

describe('estimatedLines', () => {
  it('counts a line for each block of the vendor HTML, and long text by its length', () => {
    expect(estimatedLines('<ul><li>Material: steel</li><li>Model: X1</li><li>Origin: Pune, India</li></ul>')).toBe(3);
    expect(estimatedLines(`<p>${'a'.repeat(150)}</p>`)).toBe(3);
    expect(estimatedLines('plain text')).toBe(1);
  });

  it('is at least one line and at most twelve', () => {
    expect(estimatedLines('')).toBe(1);
    expect(estimatedLines('<p>x</p>'.repeat(40))).toBe(12);
  });
});
