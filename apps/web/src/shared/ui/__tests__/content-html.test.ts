import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '../content-html';

// The server's policy (apps/server/src/platform/html/__tests__/sanitize.test.ts), again in the
// browser: the same allow-list (the contract's CONTENT_HTML) on DOMPurify.
describe('content HTML as the app shows it', () => {
  it('keeps the formatting an article needs', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> ' +
      '<i>e</i> <u>f</u><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, forms and every event handler or other attribute', () => {
    const clean = sanitizeContentHtml(
      '<p onclick="alert(1)" style="color:red" class="x" data-x="1">ok</p><script>alert(1)</script>' +
        '<style>p{}</style><iframe src="https://example.com">frame</iframe>' +
        '<object data="x">o</object><embed src="x"><form><input value="v"><button>b</button></form>' +
        '<svg onload="alert(1)"><script>alert(2)</script></svg><img src=x onerror=alert(1)>' +
        '<!-- comment --><h1>big</h1><div>block</div>',
    );
    expect(clean).toBe('<p>ok</p>b<img src="x">bigblock');
  });

  it('keeps the addresses the server keeps, and links always open apart', () => {
    const link = (href: string) => sanitizeContentHtml(`<a href="${href}" target="_self">a</a>`);
    const kept = [
      '/my/news',
      'https://example.com/a',
      'mailto:help@example.ph',
      'tel:+639171234567',
    ];
    for (const href of kept) {
      expect(link(href), href).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer">a</a>`,
      );
    }
    // Another scheme however it is spelled, or another host under the page's scheme.
    const dropped = [' Java\tScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil'];
    for (const href of dropped) {
      expect(link(href), href).toBe('<a target="_blank" rel="noopener noreferrer">a</a>');
    }
    const image = (src: string) => sanitizeContentHtml(`<img src="${src}" alt="A" width="9">`);
    expect(image('https://cdn.example/a.png')).toBe(
      '<img src="https://cdn.example/a.png" alt="A">',
    );
    expect(image('/img/a.svg')).toBe('<img src="/img/a.svg" alt="A">');
    expect(image('http://cdn.example/a.png')).toBe('<img alt="A">');
  });
});
