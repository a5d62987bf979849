import sanitizeHtml from 'sanitize-html';
import { CONTENT_HTML } from '@pisoplay/contract';

/**
 * The one policy for HTML operators write for players (help articles, news; docs/back-office.md,
 * "News, help and banners"), applied on save: the formatting an article needs survives, anything
 * else is dropped. Scripts, styles, frames and forms go with their content; event handlers and
 * every other attribute go; a link keeps an http(s), mailto or tel address or a relative one and
 * always opens apart (`rel="noopener noreferrer"`, `target="_blank"`); an image keeps an https or
 * relative address and its alt text. The lists are the contract's CONTENT_HTML: the apps sanitise
 * again on display (DOMPurify) with the same ones.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...CONTENT_HTML.linkSchemes],
  allowedSchemesByTag: { img: [...CONTENT_HTML.imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//host/…' is another site under the page's scheme: not a relative address.
  allowProtocolRelative: false,
  // Dropped with everything inside them (other unknown tags lose the tag and keep their text).
  nonTextTags: [...CONTENT_HTML.droppedWithContent],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform(
      'a',
      { rel: CONTENT_HTML.linkRel, target: CONTENT_HTML.linkTarget },
      true,
    ),
  },
};

/** The HTML as it may be stored and served; the same input always gives the same output. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, POLICY).trim();
}
