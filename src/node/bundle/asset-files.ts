import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type * as esbuild from 'esbuild';
import { PAGE_LOADERS } from './docusaurus-modules.ts';

/** The files Docusaurus's webpack config emits as they are when code or CSS refers to them: images, fonts, media, documents. */
export const ASSET_FILE = /\.(?:svg|ico|jpe?g|png|gif|webp|avif|woff2?|eot|ttf|otf|mp4|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/**
 * The files of ASSET_FILE that esbuild's loader option does not name (an `.otf` font in a `url()`, a `.pdf` a
 * component links to) are emitted beside the bundle too, and their import is their URL.
 */
export function assetFilesPlugin(): esbuild.Plugin {
  return {
    name: 'docs-build-asset-files',
    setup(build) {
      build.onLoad({ filter: ASSET_FILE }, async (args) => {
        if (args.namespace !== 'file' || extname(args.path).toLowerCase() in PAGE_LOADERS) return undefined;
        return { contents: await readFile(args.path), loader: 'file' };
      });
    },
  };
}
