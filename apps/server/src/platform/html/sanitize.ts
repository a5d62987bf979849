import sanitizeHtml from 'sanitize-html';

/**
 * The one policy for HTML operators write for players (help articles, news; docs/back-office.md,
 * "News, help and banners"), applied on save: the formatting an article needs survives, anything
 * else is dropped. Scripts, styles, frames and forms go with their content; event handlers and
 * every other attribute go; a link keeps an http(s), mailto or tel address or a relative one and
 * always opens apart (`rel="noopener noreferrer"`, `target="_blank"`); an image keeps an https or
 * relative address and its alt text. The players' app sanitises again on display (DOMPurify).
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//host/…' is another site under the page's scheme: not a relative address.
  allowProtocolRelative: false,
  // Dropped with everything inside them (other unknown tags lose the tag and keep their text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }, true),
  },
};

/** The HTML as it may be stored and served; the same input always gives the same output. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}
