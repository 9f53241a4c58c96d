import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { parseDocument } from 'yaml';

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
        const error = doc.errors[0];
        if (error) {
          const before = text.slice(0, error.pos[0]);
          const line = before.split('\n').length;
          // esbuild's columns count from 0.
          const column = error.pos[0] - before.lastIndexOf('\n') - 1;
          return { errors: [{ text: `invalid YAML: ${error.message.split('\n')[0]}`, location: { file: args.path, line, column } }] };
        }
        return { contents: JSON.stringify(doc.toJS() ?? null), loader: 'json' };
      });
    },
  };
}
