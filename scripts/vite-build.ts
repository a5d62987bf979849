// Build pieces the players' app and the back office share (apps/web and apps/admin vite configs).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/** Text files worth compressing; images of other kinds are compressed already. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|txt|webmanifest|xml)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of the build, at the highest levels
 * (paid once per build): the server sends them by Accept-Encoding (@fastify/static
 * `preCompressed`). index.html is left out: the server serves its own copy of it.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pisoplay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * Has every chunk import, besides the chunks it names, each chunk those import in turn (Rollup's
 * `hoistTransitiveImports`, which Rolldown does not implement yet). A browser learns what a
 * module needs only once it has it: a lazy screen whose code is spread over chunks nested six
 * deep took six round trips before it could run, each 150 ms or more on a phone's connection.
 * With the whole list in the screen's own chunk, it is one. The added imports are empty
 * (`import "./x.js"`) and come after the chunk's own: by then each has already run through
 * the chunk that names it, so nothing runs in another order.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'pisoplay:hoist-transitive-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      for (const chunk of chunks.values()) {
        const hoisted = [...importedChunks(chunks, chunk.fileName)].filter(
          (fileName) => !chunk.imports.includes(fileName),
        );
        if (!hoisted.length) continue;
        const from = path.posix.dirname(chunk.fileName);
        const statements = hoisted
          .map((fileName) => `import"./${path.posix.relative(from, fileName)}";`)
          .join('');
        chunk.code = afterImports(chunk.code, statements);
      }
    },
  };
}

/** V8's explicit compile hint (Chrome 126 and later; other engines read a comment). */
const COMPILE_WHOLE_FILE = '//# allFunctionsCalledOnLoad';

/**
 * Marks the first load's scripts (each entry and every chunk it imports) for V8 to compile whole,
 * on a background thread as they stream in, instead of each function on the main thread the first
 * time it runs: the start of the app runs most of their functions at once (the stores, the client,
 * the router, the first render). Lazy chunks stay lazily compiled. On a signed-in screen the start's
 * tasks were shorter by about a tenth (docs/architecture.md).
 */
export function compileFirstLoadWhole(): Plugin {
  return {
    name: 'pisoplay:compile-first-load-whole',
    apply: 'build',
    // Written into the files once they are out (Vite writes a helper at the top of the entry
    // after the other plugins' hooks), before precompress() compresses them: V8 reads the hint
    // as the file's first line.
    writeBundle(options, bundle) {
      const chunks = chunksOf(bundle);
      const firstLoad = new Set<string>();
      for (const chunk of chunks.values()) {
        if (!chunk.isEntry) continue;
        firstLoad.add(chunk.fileName);
        importedChunks(chunks, chunk.fileName, firstLoad);
      }
      for (const fileName of firstLoad) {
        const file = path.join(options.dir ?? '', fileName);
        writeFileSync(file, `${COMPILE_WHOLE_FILE}\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/** A bundle's chunks by file name. */
const chunksOf = (bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> =>
  new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );

/** Every chunk `fileName` imports statically, however deep, added to `into`. */
function importedChunks(
  chunks: Map<string, Rolldown.OutputChunk>,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    if (into.has(imported)) continue;
    into.add(imported);
    importedChunks(chunks, imported, into);
  }
  return into;
}

/** A built chunk's own import statements come first: `extra` goes right after them. */
function afterImports(code: string, extra: string): string {
  const imports = /^(?:\s*import\s*(?:[\w*${}\s,]+from\s*)?"[^"]+";)*/.exec(code);
  const end = imports?.[0].length ?? 0;
  return code.slice(0, end) + extra + code.slice(end);
}

/**
 * React Router publishes a production build but its package exports name only the development
 * one, with its dev warnings and checks (remix-run/react-router#14102): an app's build takes the
 * production files by path. Tests and the dev server keep the development build.
 */
export function reactRouterProduction() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}
