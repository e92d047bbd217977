import { describe, expect, it } from 'vitest';
import { leanCss } from './lean-styles.ts';

describe('the lean styles of component tests', () => {
  it('keep what says whether an element is shown or can be pointed at, and nothing else', () => {
    expect(
      leanCss(
        '.a{color:red;display:none}.b{margin:0}.c:hover{pointer-events:none;opacity:.5}' +
          '.d{visibility:hidden}',
      ),
    ).toBe('.a{display:none}.c:hover{pointer-events:none}.d{visibility:hidden}');
  });

  it('keep media and supports blocks that still hold a rule, and drop keyframes and fonts', () => {
    expect(
      leanCss(
        '@media (max-width:575px){.e{display:block;width:1px}.f{color:blue}}' +
          '@media print{.g{color:red}}@keyframes spin{0%{transform:rotate(0)}}' +
          '@font-face{font-family:x;src:url(x.woff)}@supports (display:grid){.h{display:grid}}',
      ),
    ).toBe('@media (max-width:575px){.e{display:block}}@supports (display:grid){.h{display:grid}}');
  });

  it('hand back what was written, as antd compares it before writing again', () => {
    const style = document.createElement('style');
    style.innerHTML = '.a{color:red;display:none}';
    expect(style.innerHTML).toBe('.a{color:red;display:none}');
    document.head.append(style);
    const rules = [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
    expect(rules.join('')).not.toContain('color');
    style.remove();
  });
});
