// The catalogue check of docs/i18n.md: every feature's English texts have a Filipino twin with
// the same keys and the same values, Lingui compiles both, and English comes out as written.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { copyOf, type CopyCatalogue, type Translation } from '@/shared/i18n/define-copy';
import { catalogue as filipino } from '../fil_PH';

const englishModules = import.meta.glob<Record<string, unknown>>(
  ['../../../features/**/copy.ts', '../../../shared/**/copy.ts'],
  { eager: true },
);
const filipinoModules = import.meta.glob<Record<string, unknown>>(
  ['../../../features/**/copy.fil.ts', '../../../shared/**/copy.fil.ts'],
  { eager: true },
);

const isCatalogue = (value: unknown): value is CopyCatalogue =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'source' in value;
const isTranslation = (value: unknown): value is Translation =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'messages' in value;

const english = Object.entries(englishModules).flatMap(([file, module]) =>
  Object.values(module)
    .filter(isCatalogue)
    .map((catalogue) => ({ file, catalogue })),
);
const translations = new Map(
  Object.values(filipinoModules)
    .flatMap((module) => Object.values(module).filter(isTranslation))
    .map((translation) => [translation.namespace, translation]),
);

/** The names of a compiled message's values, those inside plural and select cases included. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: a text, or a value as [name, type?, cases?].
  const readParts = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , cases] = part as [string, unknown, Record<string, unknown> | undefined];
      if (name !== '#') names.add(name);
      if (cases && typeof cases === 'object') Object.values(cases).forEach(readParts);
    }
  };
  readParts(compileMessage(message));
  return [...names].sort();
}

describe('the catalogues', () => {
  it('has an English catalogue in every copy.ts and a copy.fil.ts beside each', () => {
    expect(english.length).toBeGreaterThan(0);
    const withCatalogue = new Set(english.map(({ file }) => file));
    expect(Object.keys(englishModules).filter((file) => !withCatalogue.has(file))).toEqual([]);
    const filipinoFiles = new Set(Object.keys(filipinoModules));
    expect(
      [...withCatalogue].filter((file) => !filipinoFiles.has(file.replace(/\.ts$/, '.fil.ts'))),
    ).toEqual([]);
  });

  it('keeps no words in a copy file outside its catalogues', () => {
    const loose = Object.entries(englishModules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => !isCatalogue(value) && typeof value !== 'function')
        .filter(([, value]) => /\p{L}{2,}/u.test(JSON.stringify(value) ?? ''))
        .map(([name]) => `${file}: ${name}`),
    );
    expect(loose).toEqual([]);
  });

  it('gives every catalogue its own namespace', () => {
    const namespaces = english.map(({ catalogue }) => catalogue.namespace);
    expect(namespaces.filter((name, i) => namespaces.indexOf(name) !== i)).toEqual([]);
  });

  it('translates every catalogue, key for key, and nothing else', () => {
    const problems: string[] = [];
    const known = new Set(english.map(({ catalogue }) => catalogue.namespace));
    for (const namespace of translations.keys()) {
      if (!known.has(namespace)) problems.push(`${namespace}: a translation of no catalogue`);
    }
    for (const { catalogue } of english) {
      const translation = translations.get(catalogue.namespace);
      if (!translation) {
        problems.push(`${catalogue.namespace}: no Filipino`);
        continue;
      }
      const keys = Object.keys(catalogue.source).sort();
      const translated = Object.keys(translation.messages).sort();
      for (const key of keys.filter((k) => !translated.includes(k)))
        problems.push(`${catalogue.namespace}.${key}: missing in Filipino`);
      for (const key of translated.filter((k) => !keys.includes(k)))
        problems.push(`${catalogue.namespace}.${key}: only in Filipino`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps each text’s values, and Lingui compiles both languages', () => {
    const problems: string[] = [];
    for (const { catalogue } of english) {
      const translation = translations.get(catalogue.namespace);
      for (const [key, source] of Object.entries(catalogue.source)) {
        const target = translation?.messages[key];
        if (target === undefined) continue;
        if (target.trim() === '' && source.trim() !== '')
          problems.push(`${catalogue.namespace}.${key}: empty`);
        const want = valueNames(source).join(',');
        const have = valueNames(target).join(',');
        if (want !== have)
          problems.push(`${catalogue.namespace}.${key}: values {${have}}, English has {${want}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows every English text without values exactly as written', () => {
    const changed: string[] = [];
    for (const { catalogue } of english) {
      const copy = copyOf(catalogue) as Record<string, unknown>;
      for (const [key, source] of Object.entries(catalogue.source)) {
        if (!source.includes('{') && copy[key] !== source)
          changed.push(`${catalogue.namespace}.${key}: ${JSON.stringify(copy[key])}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('puts every translation in the Filipino chunk under its ids', () => {
    for (const { catalogue } of english) {
      for (const key of Object.keys(catalogue.source)) {
        expect(filipino.messages, `${catalogue.namespace}.${key}`).toHaveProperty(
          `${catalogue.namespace}.${key}`,
        );
      }
    }
  });
});
