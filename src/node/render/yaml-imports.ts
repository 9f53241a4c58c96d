import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { parseDocument } from 'yaml';
import { placeOfOffset, yamlValue } from '../content/yaml-data.ts';

/**
 * `import data from './data.yml'` in MDX, as Docusaurus's bundler allows: the
 * file's data is the default export, like a JSON import. A syntax error is
 * reported at its line and column in the YAML file.
 */
export function yamlImportsPlugin(): Plugin {
  return {
    name: 'docs-build-yaml',
    setup(build) {
      build.onLoad({ filter: /\.ya?ml$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const doc = parseDocument(text, { prettyErrors: false });
        const syntax = doc.errors[0];
        const data = syntax ? { error: { ...placeOfOffset(text, syntax.pos[0]), message: syntax.message.split('\n')[0]! } } : yamlValue(doc, text);
        if ('error' in data) {
          // esbuild's columns count from 0.
          return { errors: [{ text: `invalid YAML: ${data.error.message}`, location: { file: args.path, line: data.error.line, column: data.error.column - 1 } }] };
        }
        return { contents: JSON.stringify(data.value ?? null), loader: 'json' };
      });
    },
  };
}
