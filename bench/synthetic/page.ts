import GithubSlugger from 'github-slugger';
import type { PlannedPage } from './layout.ts';
import { EMOJI, adjective, capitalise, identifier, noun, nounPhrase, paragraph, sentence, titleCase, verb } from './prose.ts';
import type { Random } from './random.ts';

interface Heading {
  level: 2 | 3;
  text: string;
  /** Written as `{#id}` after the text; otherwise the id is the text's slug. */
  customId?: string;
  id: string;
}

/** What other pages need to know about a page before its body is written. */
export interface PageOutline {
  page: PlannedPage;
  route: string;
  title: string;
  label: string;
  description: string;
  /** h2 headings, each followed by its h3 headings, in page order. */
  headings: Heading[];
}

export interface PageLink {
  text: string;
  href: string;
}

const RELATED = 'Related pages';
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'] as const;

/** Title, headings and heading ids of one page, from its own random stream. */
export function outlinePage(page: PlannedPage, routeBase: string, rng: Random): PageOutline {
  const subject = nounPhrase(rng);
  const title = `${capitalise(verb(rng))} the ${titleCase(subject)}`;
  const headings: Array<Omit<Heading, 'id'>> = [];
  const sections = rng.int(3, 4);
  const customAt = rng.int(0, sections - 1);
  for (let i = 0; i < sections; i++) {
    const text = `${capitalise(verb(rng))} the ${nounPhrase(rng)}`;
    headings.push(i === customAt ? { level: 2, text, customId: `${noun(rng)}-notes-${i + 1}` } : { level: 2, text });
    for (let j = rng.int(i === 0 ? 1 : 0, 2); j > 0; j--) headings.push({ level: 3, text: `${capitalise(adjective(rng))} ${noun(rng)} ${noun(rng)}` });
  }
  headings.push({ level: 2, text: RELATED });
  return {
    page,
    route: `/${routeBase}/${page.docPath}`,
    title,
    label: titleCase(subject),
    description: sentence(rng).replace(/[`*]/g, ''),
    headings: assignIds(headings),
  };
}

/**
 * Heading ids the way the build assigns them: one GitHub slugger per page,
 * h2/h3 in document order, custom ids reserved in the same slugger.
 */
function assignIds(headings: Array<Omit<Heading, 'id'>>): Heading[] {
  const slugger = new GithubSlugger();
  return headings.map((h) => {
    if (h.customId) {
      slugger.slug(h.customId);
      return { ...h, id: h.customId };
    }
    return { ...h, id: slugger.slug(h.text) };
  });
}

/** A link to a page, to one of its headings when `withAnchor`. */
export function linkTo(target: PageOutline, rng: Random, withAnchor: boolean): PageLink {
  if (!withAnchor) return { text: target.title, href: target.route };
  const heading = rng.pick(target.headings);
  return { text: `${target.title}, ${heading.text.toLowerCase()}`, href: `${target.route}#${heading.id}` };
}

/**
 * The MDX source of one page. `links` go to other generated pages; `realLink`
 * to a page of the real site. Every block the pipeline supports appears once.
 */
export function renderPage(outline: PageOutline, links: PageLink[], realLink: PageLink, rng: Random): string {
  const out: string[] = ['---', `title: ${outline.title}`, `sidebar_label: ${outline.label}`];
  if (rng.chance(0.6)) out.push(`sidebar_position: ${outline.page.order}`);
  out.push(`description: ${outline.description}`, '---', '', `# ${outline.title}`, '');
  out.push(`${paragraph(rng, 2, 4)} :${rng.pick(EMOJI)}:`, '', paragraph(rng), '');
  const blocks = [table, yamlBlock, bashBlock, (r: Random) => admonition(r, realLink)];
  const [first, ...inline] = links;
  let section = -1;
  for (const heading of outline.headings) {
    if (heading.text === RELATED) break;
    out.push(`${'#'.repeat(heading.level)} ${heading.text}${heading.customId ? ` {#${heading.customId}}` : ''}`, '');
    if (heading.level === 3) {
      out.push(paragraph(rng, 2, 5), '');
      continue;
    }
    section++;
    out.push(paragraph(rng), '');
    if (section === 1 && first) out.push(`${sentence(rng)} The walkthrough in [${first.text}](${first.href}) covers the ${nounPhrase(rng)} in more depth.`, '');
    if (rng.chance(0.5)) out.push(paragraph(rng, 2, 4), '');
    const block = blocks[section];
    if (block) out.push(block(rng), '');
  }
  // With three sections, the fourth block has not been written yet.
  for (const block of blocks.slice(section + 1)) out.push(block(rng), '');
  out.push(`## ${RELATED}`, '', paragraph(rng, 1, 2), '');
  for (const link of [...inline, first, realLink]) if (link) out.push(`- [${link.text}](${link.href})`);
  out.push('');
  return out.join('\n');
}

function table(rng: Random): string {
  const rows = ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |'];
  for (let i = rng.int(3, 6); i > 0; i--) {
    const type = rng.pick(['string', 'integer', 'boolean', 'list'] as const);
    const fallback = { string: `\`${noun(rng)}\``, integer: `\`${rng.int(1, 3600)}\``, boolean: `\`${rng.chance(0.5)}\``, list: '`[]`' }[type];
    rows.push(`| \`${identifier(rng)}\` | ${type} | ${fallback} | ${sentence(rng)} |`);
  }
  return rows.join('\n');
}

function yamlBlock(rng: Random): string {
  const lines = ['```yaml', `${identifier(rng)}:`, `  enabled: ${rng.chance(0.7)}`, `  interval: ${rng.int(5, 720)}`, `  mode: ${adjective(rng)}`, '  targets:'];
  for (let i = rng.int(2, 4); i > 0; i--) lines.push(`    - ${noun(rng)}-${rng.int(1, 99)}`);
  lines.push(`  ${identifier(rng)}: "${adjective(rng)} ${noun(rng)}"`, '```');
  return lines.join('\n');
}

function bashBlock(rng: Random): string {
  const addon = `local_${noun(rng)}_${noun(rng)}`;
  return [
    '```bash',
    `# ${capitalise(verb(rng))} the ${noun(rng)} and follow its log`,
    `ha addons restart ${addon}`,
    `ha addons logs ${addon} | grep -i ${noun(rng)} | tail -n ${rng.int(10, 200)}`,
    `ls -la /backup/${noun(rng)}-${rng.int(1, 31)}`,
    '```',
  ].join('\n');
}

function admonition(rng: Random, realLink: PageLink): string {
  const type = rng.pick(ADMONITIONS);
  const open = rng.chance(0.3) ? `:::${type}[${titleCase(nounPhrase(rng))}]` : `:::${type}`;
  return [open, `${sentence(rng)} See [${realLink.text.toLowerCase()}](${realLink.href}) first.`, ':::'].join('\n');
}
