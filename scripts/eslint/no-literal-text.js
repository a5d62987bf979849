/**
 * `pisoplay/no-literal-text`: a component renders no words that are not in a catalogue
 * (docs/i18n.md). Flags JSX text with a letter in it, a string with a letter given to a text
 * property (aria-label, placeholder, title, alt, label and the like) or as a JSX child, and a
 * string with a letter passed straight to toast(). Words come from `useCopy(X_COPY)`.
 */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'message',
  'description',
  'text',
  'retryLabel',
  'emptyText',
  'heading',
  'hint',
]);
/** Prose: two words or more, the first capitalised ('Page not found', 'Try again'). */
const isProse = (value) =>
  typeof value === 'string' &&
  /^\s*(?:\p{Lu}\p{Ll}+|A|I)[\s,]+\p{L}/u.test(value) &&
  !/^[\w-]+$/.test(value);
/** Where prose is no player's text: an error for developers, a log line, a module path. */
const notShown = (node) => {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration') return true;
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type === 'NewExpression' && parent.callee.name === 'Error') return true;
  if (parent.type === 'CallExpression' && parent.callee.type === 'MemberExpression')
    return parent.callee.object.name === 'console';
  return false;
};
const hasWords = (value) => typeof value === 'string' && /\p{L}{2,}/u.test(value);

const stringOf = (node) => {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
  return undefined;
};

/** Strings a JSX expression may render: the branches of a ternary or a logical expression. */
const renderedStrings = (node) => {
  if (!node) return [];
  if (node.type === 'ConditionalExpression')
    return [...renderedStrings(node.consequent), ...renderedStrings(node.alternate)];
  if (node.type === 'LogicalExpression') return renderedStrings(node.right);
  const text = stringOf(node);
  return text === undefined ? [] : [{ node, text }];
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Rendered words come from a catalogue (docs/i18n.md).' },
    messages: {
      literal:
        "'{{text}}' is rendered as written: put it in the feature's copy.ts and read it with useCopy (docs/i18n.md).",
    },
    schema: [],
  },
  create(context) {
    const reported = new Set();
    const report = (node, text) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    };
    const reportWords = (found) => {
      for (const { node, text } of found) if (hasWords(text)) report(node, text);
    };
    const file = context.filename.replace(/\\/g, '/');
    // The catalogues are where words live.
    if (/\/copy(\.fil)?\.ts$/.test(file)) return {};
    return {
      Literal(node) {
        if (isProse(node.value) && !notShown(node) && node.parent.type !== 'JSXAttribute')
          report(node, node.value);
      },
      TemplateLiteral(node) {
        const text = stringOf(node);
        if (isProse(text) && !notShown(node)) report(node, text);
      },
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXAttribute') reportWords(renderedStrings(node.expression));
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        reportWords(renderedStrings(value));
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'toast') return;
        reportWords(renderedStrings(node.arguments[0]));
      },
    };
  },
};
