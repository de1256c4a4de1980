import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeVendorHtml } from './safe-html';

afterEach(cleanup);

/** Payloads in the style of the OWASP XSS filter evasion cheat sheet. */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '"><script>alert(1)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)" onmouseover="alert(1)">text</p>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<img src="https://tracker.example/pixel.gif">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="https://ok.example" target="_self" rel="opener" onclick="alert(1)" data-x="1" aria-hidden="true">ok</a>',
  '<template><img src=x onerror=alert(1)></template>',
  '<h1 id="main">Hijacked heading</h1>',
];

const EXECUTABLE_TAGS = ['script', 'iframe', 'object', 'embed', 'svg', 'math', 'img', 'style', 'form', 'input', 'button', 'meta', 'link', 'base', 'video', 'audio', 'source', 'template', 'noscript', 'details', 'body', 'h1'];
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

/** Every problem left in sanitized HTML: a tag that can run or fetch something, an event handler, a style, a bad address. */
function problems(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (EXECUTABLE_TAGS.includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'src' || name === 'srcdoc' || name === 'id' || (name.includes('href') && !SAFE_HREF.test(attribute.value))) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
      if (name.startsWith('data-') || name.startsWith('aria-') || name === 'background' || name === 'action') found.push(`${tag}[${name}]`);
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      if (element.getAttribute('target') !== '_blank' || !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')) found.push(`a without target _blank and rel noopener`);
    }
  }
  return found;
}

describe('vendor HTML (§2.8 AdditionalProductInfo), untrusted', () => {
  it.each(PAYLOADS)('keeps nothing executable of %s', (payload) => {
    const clean = sanitizeVendorHtml(payload);
    expect(problems(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toMatch(/javascript:|vbscript:|onerror|onload|<script/);
  });

  it('runs nothing when rendered', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = render(<SafeHtml html={PAYLOADS.join('\n')} />);
    expect(problems(container.innerHTML)).toEqual([]);
    for (const element of container.querySelectorAll('*')) element.dispatchEvent(new Event('click', { bubbles: true }));
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the formatting, lists, tables and safe links of a vendor', () => {
    const html =
      '<p><strong>Made</strong> in <em>Hamburg</em></p><ul><li>Material: aluminium</li><li>Model: TA-849</li></ul>' +
      '<table><tr><th>Size</th><td>4 m</td></tr></table><a href="https://vendor.example/manual">Manual</a>';
    const clean = sanitizeVendorHtml(html);
    expect(clean).toContain('<p><strong>Made</strong> in <em>Hamburg</em></p>');
    expect(clean).toContain('<ul><li>Material: aluminium</li><li>Model: TA-849</li></ul>');
    expect(clean).toContain('<th>Size</th><td>4 m</td>');
    expect(clean).toContain('<a href="https://vendor.example/manual" target="_blank" rel="noopener noreferrer nofollow ugc">Manual</a>');
  });

  it("keeps a heading's text but not the heading", () => {
    expect(sanitizeVendorHtml('<h1>Specs</h1><p>x</p>')).toBe('Specs<p>x</p>');
  });

  it('renders nothing for empty HTML or HTML with nothing safe in it', () => {
    expect(render(<SafeHtml html="" />).container.innerHTML).toBe('');
    expect(render(<SafeHtml html="<script>alert(1)</script>" />).container.innerHTML).toBe('');
  });
});

describe("the host server's memory of cleaned HTML", () => {
  afterEach(() => {
    globalThis.__GBX_SANITIZED__ = undefined;
  });

  it('keeps what it cleaned and answers it again without sanitizing twice', () => {
    const remembered = new Map<string, string>();
    globalThis.__GBX_SANITIZED__ = remembered;
    const dirty = '<p onclick="alert(1)">Steel <script>alert(1)</script>bolts</p>';
    expect(sanitizeVendorHtml(dirty)).toBe('<p>Steel bolts</p>');
    expect(remembered.get(dirty)).toBe('<p>Steel bolts</p>');
    // What the memory holds is the answer: the sanitizer does not run again.
    remembered.set(dirty, '<p>remembered</p>');
    expect(sanitizeVendorHtml(dirty)).toBe('<p>remembered</p>');
  });
});
