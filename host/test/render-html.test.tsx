import { lazy, Suspense } from 'react';
import styled, { createGlobalStyle, css, keyframes } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { remembering, type Stylis } from '../src/server/remembered-styles';
import { renderToHtml } from '../src/server/render-html';

/** A stand-in for styled-components' stylis that counts its calls. */
function countingStylis(hash: string) {
  const calls: string[] = [];
  const stylis = Object.assign((text: string, selector = '', prefix = '', componentId = '') => {
    calls.push(text);
    return [`${prefix}${selector}{${text}}/*${componentId}*/`];
  }, { hash });
  return { stylis: stylis as Stylis, calls };
}

describe('the stylis that remembers its answers', () => {
  it('runs stylis once per CSS text, across requests, and answers the same rules', () => {
    const { stylis, calls } = countingStylis('remember-1');
    const first = remembering(stylis);
    const second = remembering(stylis);
    expect(first.hash).toBe('remember-1');
    const rules = first('color: red;', '.a', undefined, 'sc-a');
    expect(second('color: red;', '.a', undefined, 'sc-a')).toEqual(rules);
    expect(calls).toEqual(['color: red;']);
  });

  it('tells apart what changes the rules: the text, the selector, the prefix, the component and the options', () => {
    const { stylis, calls } = countingStylis('remember-2');
    const remembered = remembering(stylis);
    remembered('color: red;', '.a', '', 'sc-a');
    expect(remembered('color: blue;', '.a', '', 'sc-a')).toEqual(['.a{color: blue;}/*sc-a*/']);
    expect(remembered('color: red;', '.b', '', 'sc-a')).toEqual(['.b{color: red;}/*sc-a*/']);
    expect(remembered('color: red;', '.a', 'x', 'sc-a')).toEqual(['x.a{color: red;}/*sc-a*/']);
    expect(remembered('color: red;', '.a', '', 'sc-b')).toEqual(['.a{color: red;}/*sc-b*/']);
    expect(calls).toHaveLength(5);
    const other = countingStylis('remember-3');
    remembering(other.stylis)('color: red;', '.a', '', 'sc-a');
    expect(other.calls).toHaveLength(1);
  });
});

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide: boolean }>`
  display: flex;
  width: ${({ $wide }) => ($wide ? '20rem' : '10rem')};
  ${({ $wide }) => $wide && css`animation: ${spin} 1s linear infinite;`}
  &:hover { color: red; }
`;

const page = (wide: boolean) => (
  <>
    <Global />
    <Box $wide={wide}>box</Box>
    <Box $wide={!wide}>other</Box>
  </>
);

describe("a page's render", () => {
  it("has every page's styles, also when the same classes were rendered before", async () => {
    const first = await renderToHtml(page(true), 5000);
    const again = await renderToHtml(page(true), 5000);
    expect(again).toEqual(first);
    expect(first.styles).toMatch(/body\{margin:0;\}/);
    expect(first.styles).toMatch(/width:20rem/);
    expect(first.styles).toMatch(/width:10rem/);
    expect(first.styles).toMatch(/@keyframes/);
    expect(first.styles).toMatch(/:hover\{color:red;\}/);
    // A page with fewer classes gets only its own.
    const narrow = await renderToHtml(<Box $wide={false}>narrow</Box>, 5000);
    expect(narrow.styles).toMatch(/width:10rem/);
    expect(narrow.styles).not.toMatch(/width:20rem|body\{/);
  });

  it('waits for a part that suspends, and renders it whole instead of its fallback', async () => {
    const Late = lazy(async () => ({ default: () => <Box $wide>arrived</Box> }));
    const rendered = await renderToHtml(
      <Suspense fallback={<p>loading</p>}>
        <Late />
      </Suspense>,
      5000,
    );
    expect(rendered.html).toContain('arrived');
    expect(rendered.html).not.toContain('loading');
    expect(rendered.styles).toMatch(/width:20rem/);
  });

  it('fails when a part fails, even inside a boundary that would catch it', async () => {
    const Broken = () => {
      throw new Error('no such product');
    };
    await expect(
      renderToHtml(
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>,
        5000,
      ),
    ).rejects.toThrow('no such product');
  });
});
