import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Each page's own module, by the addresses that show it ("/*" is one or more segments more).
 * The server puts the chunks a page needs into the page's HTML as preloads, so the browser
 * fetches them beside the entry script instead of only after running it. Keep in step with
 * src/app/router.tsx; a route missing here still works, one round trip slower.
 */
const PAGE_MODULES: Record<string, string> = {
  '/home': 'src/features/home/home-page.tsx',
  '/learn': 'src/features/learn/learn-page.tsx',
  '/learn/*': 'src/features/learn/learn-page.tsx',
  '/practice': 'src/features/practice/practice-list-page.tsx',
  '/practice/*': 'src/app/workspace/workspace-route.tsx',
  '/problems': 'src/features/practice/catalogue-page.tsx',
  '/pricing': 'src/features/pricing/pricing-page.tsx',
};

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Chunks = Map<string, OutputChunk>;

/** The chunk and everything it imports statically, in load order, as /assets/... paths. */
function staticClosure(chunk: OutputChunk, chunks: Chunks, seen: Set<string>): OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => {
    const dependency = chunks.get(file);
    return dependency ? staticClosure(dependency, chunks, seen) : [];
  });
  return [...imported, chunk];
}

/** What the page needs beyond what index.html already loads (`inIndex`, by file name). */
function preloadsFor(page: OutputChunk, chunks: Chunks, inIndex: ReadonlySet<string>) {
  const needed = staticClosure(page, chunks, new Set(inIndex));
  const styles = needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return {
    scripts: needed.map((chunk) => `/${chunk.fileName}`),
    styles: styles.map((file) => `/${file}`),
  };
}

/** Writes route-preloads.json: for each address pattern, the scripts and styles to preload. */
export function routePreloads(): Plugin {
  return {
    name: 'systemcraft-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks: Chunks = new Map();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inIndex = new Set(staticClosure(entry, chunks, new Set()).map((c) => c.fileName));
      const preloads = Object.fromEntries(
        Object.entries(PAGE_MODULES).map(([pattern, module]) => {
          const page = [...chunks.values()].find((chunk) =>
            chunk.facadeModuleId?.endsWith(`/${module}`),
          );
          if (!page) this.error(`${module}, the page for ${pattern}, is not a chunk of its own`);
          return [pattern, preloadsFor(page, chunks, inIndex)];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
