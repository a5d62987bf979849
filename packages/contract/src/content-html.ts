/**
 * The HTML operators write for players (news, help articles; docs/back-office.md, "News, help and
 * banners"): one allow-list for the server, which cleans every text on save (sanitize-html,
 * `platform/html/sanitize.ts`), and for the two apps, which clean it again where they show it
 * (DOMPurify, through `contentHtmlSanitizer`). No zod and no library here: the players' app
 * loads it with the screens that show such text.
 */
export const CONTENT_HTML = {
  tags: [
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
  /** The only attributes kept, by tag (every other one goes: `on*`, `style`, `class`, …). */
  attributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  /** A link's address: one of these schemes, or relative (never '//host'). */
  linkSchemes: ['http', 'https', 'mailto', 'tel'],
  /** An image's address: https, or relative. */
  imageSchemes: ['https'],
  /** Every link opens apart, without the opener. */
  linkRel: 'noopener noreferrer',
  linkTarget: '_blank',
  /** Dropped with everything inside them (other unknown tags lose the tag and keep their text). */
  droppedWithContent: [
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
} as const satisfies {
  tags: readonly string[];
  attributes: Record<string, readonly string[]>;
  linkSchemes: readonly string[];
  imageSchemes: readonly string[];
  linkRel: string;
  linkTarget: string;
  droppedWithContent: readonly string[];
};

// eslint-disable-next-line no-control-regex -- browsers skip these inside a scheme
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

/**
 * Whether the policy keeps an address: with a scheme, one of `schemes` (in any case, however it
 * is spaced); without one, a relative address, but not '//host' or '/\host' (another site).
 */
export function isContentUrl(value: string, schemes: readonly string[]): boolean {
  const compact = value.replace(IGNORED_IN_SCHEME, '');
  if (/^[/\\]{2}/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}

type AttributeEvent = { attrName: string; attrValue: string; keepAttr: boolean };
/** What the hooks read of an element (no DOM types here: the server compiles this too). */
type HtmlElement = { nodeName: string; setAttribute(name: string, value: string): void };

/** What `contentHtmlSanitizer` uses of a DOMPurify instance. */
export type HtmlPurifier = {
  addHook(
    entryPoint: 'uponSanitizeAttribute',
    hook: (node: HtmlElement, event: AttributeEvent) => void,
  ): void;
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: HtmlElement) => void): void;
  sanitize(
    html: string,
    config: {
      ALLOWED_TAGS: string[];
      ALLOWED_ATTR: string[];
      FORBID_CONTENTS: string[];
      ALLOW_DATA_ATTR: boolean;
      ALLOW_ARIA_ATTR: boolean;
    },
  ): string;
};

/**
 * The policy on a DOMPurify instance of its own (`DOMPurify()`: the hooks stay on it): the tags
 * and each tag's attributes of CONTENT_HTML, its link and image addresses, links opening apart.
 */
export function contentHtmlSanitizer(purifier: HtmlPurifier): (html: string) => string {
  const attributes: Record<string, readonly string[]> = CONTENT_HTML.attributes;
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName;
    const value = event.attrValue;
    const keep =
      (attributes[node.nodeName.toLowerCase()] ?? []).includes(name) &&
      (name !== 'href' || isContentUrl(value, CONTENT_HTML.linkSchemes)) &&
      (name !== 'src' || isContentUrl(value, CONTENT_HTML.imageSchemes));
    if (!keep) event.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    node.setAttribute('rel', CONTENT_HTML.linkRel);
    node.setAttribute('target', CONTENT_HTML.linkTarget);
  });
  const config = {
    ALLOWED_TAGS: [...CONTENT_HTML.tags],
    ALLOWED_ATTR: [...new Set(Object.values(attributes).flat())],
    FORBID_CONTENTS: [...CONTENT_HTML.droppedWithContent],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
  return (html) => purifier.sanitize(html, config).trim();
}
