import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '../sanitize.ts';

describe('the content HTML policy', () => {
  it('keeps the formatting an article needs', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> ' +
      '<i>e</i> <u>f</u><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>quote</blockquote>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('drops scripts, styles, frames, forms and every event handler', () => {
    const clean = sanitizeContentHtml(
      '<p onclick="alert(1)" style="color:red" class="x">ok</p><script>alert(1)</script>' +
        '<style>p{}</style><iframe src="https://example.com">frame</iframe>' +
        '<object data="x">o</object><embed src="x"><form><input value="v"><button>b</button></form>' +
        '<svg onload="alert(1)"><script>alert(2)</script></svg><img src=x onerror=alert(1)>' +
        '<!-- comment --><h1>big</h1><div>block</div>',
    );
    expect(clean).toBe('<p>ok</p>b<img src="x" />bigblock');
  });

  it('keeps links to http(s), mailto, tel and relative addresses, opening apart', () => {
    const forced = 'rel="noopener noreferrer" target="_blank"';
    expect(sanitizeContentHtml('<a href="https://example.com/a">a</a>')).toBe(
      `<a href="https://example.com/a" ${forced}>a</a>`,
    );
    expect(sanitizeContentHtml('<a href="/my/news" target="_self" rel="opener">a</a>')).toBe(
      `<a href="/my/news" target="_blank" rel="noopener noreferrer">a</a>`,
    );
    for (const href of ['mailto:help@example.ph', 'tel:+639171234567', 'http://example.com']) {
      expect(sanitizeContentHtml(`<a href="${href}">a</a>`)).toContain(`href="${href}"`);
    }
  });

  it('drops javascript:, data: and other addresses, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript&colon;alert(1)',
      ' java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      expect(sanitizeContentHtml(`<a href="${href}">a</a>`), href).toBe(
        '<a rel="noopener noreferrer" target="_blank">a</a>',
      );
    }
  });

  it('keeps images from https or relative addresses only, with their alt text', () => {
    expect(sanitizeContentHtml('<img src="https://cdn.example/a.png" alt="A" width="9">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" />',
    );
    expect(sanitizeContentHtml('<img src="/img/a.svg">')).toBe('<img src="/img/a.svg" />');
    for (const src of [
      'http://cdn.example/a.png',
      'data:image/png;base64,AAAA',
      '//cdn.example/a',
    ]) {
      expect(sanitizeContentHtml(`<img src="${src}">`), src).toBe('<img />');
    }
  });

  it('leaves facts and text alone, escapes what must be, and is stable', () => {
    const clean = sanitizeContentHtml('Deposit {{deposit.min}} & more <b>bold');
    expect(clean).toBe('Deposit {{deposit.min}} &amp; more <b>bold</b>');
    expect(sanitizeContentHtml(clean)).toBe(clean);
  });
});
