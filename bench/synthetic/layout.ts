import { nounPhrase, titleCase } from './prose.ts';
import type { Random } from './random.ts';

export interface PlannedPage {
  /** 0-based number of the page across the whole generated section. */
  index: number;
  /** Path inside the docs folder without extension, e.g. 'generated/section-01/topic-02/page-0042'. */
  docPath: string;
  /** Folder of the page inside the docs folder. */
  folder: string;
  /** 1-based place of the page in its folder. */
  order: number;
}

export interface PlannedFolder {
  path: string;
  /** Contents of the folder's `_category_.json`, when it has one. */
  category?: { label: string; position: number };
}

export interface SiteLayout {
  pages: PlannedPage[];
  folders: PlannedFolder[];
}

const GENERATED_DIR = 'generated';

/**
 * Spreads `count` pages over generated/section-NN/topic-NN folders of 20–50
 * pages each, a quarter of topics with a third level (part-1). Sections, and
 * half of the topics, get a `_category_.json`; the rest fall back to the
 * humanised folder name.
 */
export function planLayout(count: number, rng: Random): SiteLayout {
  const width = Math.max(4, String(count).length);
  const pages: PlannedPage[] = [];
  const folders: PlannedFolder[] = [];
  const fill = (folder: string, size: number) => {
    const end = Math.min(count, pages.length + size);
    for (let order = 1; pages.length < end; order++) {
      const index = pages.length;
      pages.push({ index, docPath: `${folder}/page-${String(index + 1).padStart(width, '0')}`, folder, order });
    }
  };
  for (let section = 1; pages.length < count; section++) {
    const sectionPath = `${GENERATED_DIR}/section-${String(section).padStart(2, '0')}`;
    folders.push({ path: sectionPath, category: { label: titleCase(nounPhrase(rng)), position: section } });
    const topics = rng.int(2, 4);
    for (let topic = 1; topic <= topics && pages.length < count; topic++) {
      const topicPath = `${sectionPath}/topic-${String(topic).padStart(2, '0')}`;
      const label = titleCase(nounPhrase(rng));
      folders.push(rng.chance(0.5) ? { path: topicPath, category: { label, position: topic } } : { path: topicPath });
      fill(topicPath, rng.int(20, 50));
      if (rng.chance(0.25) && pages.length < count) {
        const partPath = `${topicPath}/part-1`;
        folders.push({ path: partPath });
        fill(partPath, rng.int(20, 35));
      }
    }
  }
  return { pages, folders };
}
