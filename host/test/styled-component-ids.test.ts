import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * patches/styled-components@6.1.19.patch: a component's id (and so its
 * classes) comes from its element and its written CSS, not from how many
 * components were made before it. The host's server loads the remotes' modules
 * in the order requests come, and again when a remote is reloaded; a browser
 * loads only those of its page, once: with counted ids their classes differed
 * at hydration (issue 38). Components of the same element and CSS share an id,
 * and so classes whose rules are the same.
 */

/** The ids of the components made, in this order, from `definitions` (each `div\`…\`` after `styled.`), in a Node process of their own. */
function idsOf(...definitions: string[]): string[] {
  const script = `const styled = require('styled-components').default;
const made = [${definitions.map((definition) => `styled.${definition}`).join(',')}];
process.stdout.write(JSON.stringify(made.map((component) => component.styledComponentId)));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: import.meta.dirname, encoding: 'utf8' })) as string[];
}

describe("styled-components' component ids", () => {
  it('are the same whatever was made before, as in a server that loaded other pages first', () => {
    const [alone] = idsOf('div`color: red;`');
    const [, , later] = idsOf('span`margin: 0;`', 'p`padding: 1px;`', 'div`color: red;`');
    expect(later).toBe(alone);
  });

  it('are the same for a component made again, as by a remote module evaluated again', () => {
    const [first, again] = idsOf('div`color: red;`', 'div`color: red;`');
    expect(again).toBe(first);
  });

  it('differ for another element or other CSS', () => {
    expect(new Set(idsOf('div`color: red;`', 'span`color: red;`', 'div`color: blue;`')).size).toBe(3);
  });

  it('come from the written CSS alone, not from the source of its functions (a server and a browser build write those apart)', () => {
    const [one] = idsOf("div`width: ${(props) => (props.wide ? '2px' : '1px')};`");
    const [two] = idsOf('div`width: ${(p) => p.wide ? "4em" : "3em"};`');
    expect(two).toBe(one);
  });
});
