/**
 * The theme's words in the site's language. A Docusaurus site gets them from Docusaurus (`translate()` with a
 * message id such as `theme.common.editThisPage`); the table maps those ids to the site's messages, and whatever it
 * lacks is said in the theme's own English. Both the generator (page titles) and the theme (labels) read it here.
 */

/** Message id → message, for one locale. */
export type Translations = Readonly<Record<string, string>>;

export type MessageValues = Readonly<Record<string, string | number>>;

export interface Messages {
  /** The locale whose plural rules `plural` follows. */
  readonly locale: string;
  /** The message of `id` (`fallback`, the English text, when the table has none), its `{name}` placeholders filled. */
  text(id: string, fallback: string, values?: MessageValues): string;
  /** The same message with its placeholders left as written, for a caller that fills them with elements. */
  template(id: string, fallback: string): string;
  /**
   * A message with plural forms separated by `|` ('One post|{count} posts'): the form the locale's plural rules
   * pick for `count`, with `{count}` and the other values filled.
   */
  plural(id: string, fallback: string, count: number, values?: MessageValues): string;
}

/** Each `{name}` with a value replaced by it; a placeholder without one stays as written (Docusaurus's `interpolate`). */
export function fillPlaceholders(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The messages of a locale's table; without a table, the fallbacks: the theme's English as it always was. */
export function messagesFor(locale: string, table: Translations | undefined): Messages {
  const has = (id: string) => table !== undefined && Object.hasOwn(table, id);
  const message = (id: string, fallback: string) => (has(id) ? table![id]! : fallback);
  return {
    locale,
    text: (id, fallback, values) => fillPlaceholders(message(id, fallback), values),
    template: message,
    // The English fallback takes English plural rules: '1 item|{count} items' must not say '1 item' of none in French.
    plural: (id, fallback, count, values) => fillPlaceholders(selectPluralForm(has(id) ? locale : 'en', count, message(id, fallback)), { count, ...values }),
  };
}

// Docusaurus's order of plural forms in a message, whatever order Intl lists a locale's categories in.
const FORM_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rulesByLocale = new Map<string, { select: (count: number) => Intl.LDMLPluralRule; forms: Intl.LDMLPluralRule[] }>();

function pluralRules(locale: string) {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    let intl: Intl.PluralRules;
    try {
      intl = new Intl.PluralRules(locale);
    } catch {
      // A locale name Intl does not know: English rules, as Docusaurus falls back to.
      intl = new Intl.PluralRules('en');
    }
    const categories = intl.resolvedOptions().pluralCategories;
    rules = { select: (count) => intl.select(count), forms: FORM_ORDER.filter((form) => categories.includes(form)) };
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * Docusaurus's `usePluralForm().selectMessage`: the `|`-separated form at the index of the category `count` falls
 * in, among the locale's categories in the order zero, one, two, few, many, other; a message with fewer forms than
 * that gives its last one.
 */
export function selectPluralForm(locale: string, count: number, message: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = pluralRules(locale);
  const index = rules.forms.indexOf(rules.select(count));
  return forms[Math.min(index === -1 ? forms.length - 1 : index, forms.length - 1)]!;
}
