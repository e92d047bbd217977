// antd writes its styles into <style> elements at run time (CSS-in-JS): thousands of rules.
// happy-dom matches every rule against an element each time its computed style is read, and
// testing-library reads it for every element it names (`getByRole(…, { name })` asks whether
// each descendant is hidden): a third of a slow console test's CPU went there. What the tests
// read from styles is whether an element is shown and can be pointed at, so each style element
// keeps only those declarations; the rest of antd's look plays no part in a component test.

/** The properties testing-library and user-event read: hidden or not, clickable or not. */
const KEPT = new Set(['display', 'visibility', 'pointer-events']);

/** `a{x:1;display:none}@media (…){b{display:block;y:2}}` → `a{display:none}@media (…){b{display:block}}`. */
export function leanCss(css: string): string {
  let out = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open === -1) break;
    const prelude = css.slice(index, open).trim();
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    index = close + 1;
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = leanCss(body);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@')) {
      const kept = body
        .split(';')
        .filter((declaration) => KEPT.has(declaration.split(':')[0]?.trim().toLowerCase() ?? ''));
      if (kept.length > 0) out += `${prelude}{${kept.join(';')}}`;
    }
    // Other at-rules (@keyframes, @font-face, @layer statements) say nothing about visibility.
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let at = open; at < css.length; at++) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}' && --depth === 0) return at;
  }
  return css.length;
}

/** Makes every <style> element of this window keep only the declarations above. */
export function keepStylesLean(): void {
  const prototype = window.HTMLStyleElement.prototype;
  if (Object.prototype.hasOwnProperty.call(prototype, 'innerHTML')) return;
  const inherited = Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML');
  if (!inherited?.set || !inherited.get) return;
  const { get, set } = inherited;
  // What was written, answered back as written: antd compares it before writing again, and a
  // rewrite would make happy-dom drop every computed style it holds.
  const written = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      written.set(this, String(css));
      set.call(this, leanCss(String(css)));
    },
  });
}
