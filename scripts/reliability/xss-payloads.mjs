// The XSS payloads of the reliability battery's XSS line (issue 17). Each is a
// function of the JavaScript to run, so that every copy (payload x field) calls
// the canary with its own number and an execution names its payload and field.
// `js` never holds quotes or spaces (`alert(125)||__xssCanary(125)`), so it fits
// unquoted attributes and string contexts alike.

const base64 = (text) => Buffer.from(text, 'utf8').toString('base64');
/** Every character as a decimal HTML entity (`&#97;&#108;...`), for filters that look for words. */
const entities = (text) => [...text].map((char) => `&#${char.codePointAt(0)};`).join('');

export const PAYLOADS = [
  // Script elements, plain and disguised.
  (js) => `<script>${js}</script>`,
  (js) => `<ScRiPt>${js}</sCrIpT>`,
  (js) => `<script src="data:text/javascript,${js}"></script>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<<script>${js}//<</script>`,
  (js) => `<script>/*</script><script>*/${js}</script>`,
  // Pictures, media and SVG with event handlers.
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src="x" onerror="${js}">`,
  (js) => `<IMG SRC=x OnErRoR=${js}>`,
  (js) => `<img/src/onerror=${js}>`,
  (js) => `<img src=x onerror="${entities(js)}">`,
  (js) => `<img src=x onerror=eval(atob('${base64(js)}'))>`,
  (js) => `<img src=x onerror=${js} `,
  (js) => `<svg onload=${js}>`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<svg><script>${js}</script></svg>`,
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x="20" y="20">svg link</text></a></svg>`,
  (js) => `<video><source onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}>`,
  (js) => `<body onload=${js}>`,
  (js) => `<details open ontoggle=${js}>`,
  (js) => `<marquee onstart=${js}>marquee</marquee>`,
  // Handlers that need a visitor's focus or pointer.
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js) => `<div onmouseover=${js}>hover me</div>`,
  (js) => `<x onclick=${js}>custom element</x>`,
  (js) => `<a href="#" onclick="${js}">click</a>`,
  // javascript: and data: URLs, with odd casing and encodings.
  (js) => `<a href="javascript:${js}">link</a>`,
  (js) => `<a href="JaVaScRiPt:${js}">link</a>`,
  (js) => `<a href="&#106;avascript:${js}">link</a>`,
  (js) => `<a href="java&#x09;script:${js}">link</a>`,
  (js) => `<a href="  javascript:${js}">link</a>`,
  (js) => `<a href="javascript&colon;${js}">link</a>`,
  (js) => `<iframe src="javascript:${js}"></iframe>`,
  (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;script&gt;parent.${js}&lt;/script&gt;"></iframe>`,
  (js) => `<object data="data:text/html;base64,${base64(`<script>${js}</script>`)}"></object>`,
  (js) => `<embed src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`)}">`,
  (js) => `<form action="javascript:${js}"><button>send</button></form>`,
  (js) => `<button formaction="javascript:${js}">send</button>`,
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<base href="javascript:${js}//">`,
  (js) => `javascript:${js}`,
  (js) => `data:text/html,<script>${js}</script>`,
  // Styles.
  (js) => `<div style="background:url(javascript:${js})">style url</div>`,
  (js) => `<div style="width:expression(${js})">style expression</div>`,
  (js) => `<style>@import 'javascript:${js}';</style>`,
  // Template injection (AngularJS, template literals, handlebars-like).
  (js) => `{{constructor.constructor('${js}')()}}`,
  (js) => `\${${js}}`,
  (js) => `{{#with "s" as |string|}}{{string.constructor.constructor('${js}')()}}{{/with}}`,
  // Mutation XSS and namespace confusion (known DOMPurify bypasses of the past).
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">`,
  (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}">maction</maction></math>`,
  // DOM clobbering: names a script of the page might read.
  (js) => `<a id="__xssCanary" name="__xssCanary" href="javascript:${js}">clobber</a><form id="__xssCanary"><input name="attributes"></form>`,
  // Breaking out of the element or attribute the text lands in.
  (js) => `</title><script>${js}</script>`,
  (js) => `</textarea><script>${js}</script>`,
  (js) => `</style><script>${js}</script>`,
  (js) => `</script><script>${js}</script>`,
  (js) => `"><script>${js}</script>`,
  (js) => `'><img src=x onerror=${js}>`,
  (js) => `" onmouseover="${js}" x="`,
  (js) => `' autofocus onfocus='${js}' x='`,
  // Escaped forms that a double decode would turn into markup.
  (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
  (js) => `%3Cscript%3E${js}%3C%2Fscript%3E`,
  (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
];
