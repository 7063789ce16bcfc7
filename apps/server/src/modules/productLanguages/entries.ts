import { translate } from '@iotc/shared';
import type { Lang } from '@iotc/shared';
import { eachPanelComponent, isControlType, isDisplayType, type PanelComponent, type PanelDocument } from '@iotc/shared/panels';
import { languageKeys, type LanguageEntry } from '@iotc/shared/productLanguages';
import type { NetworkType } from '@iotc/shared/products';
import type { TenantScope } from '../../core/tenancy.ts';
import { listFunctionsWithTexts, type FunctionWithTexts } from '../functions/service.ts';
import { getNetworkGuide } from '../networkGuide/service.ts';
import { livePanel, type PanelCtx } from '../panels/service.ts';
import { productOf } from '../products/access.ts';

/**
 * The language entries of a product as its content makes them now (spec 002 §2, §3): the product's name, every
 * function's name, enum value and fault bit, the pairing method and each step of its pairing guide, and the pages
 * and texts of the panel its devices show. Each entry carries its source texts: what it reads until someone sets it.
 */

/** An entry as the product's content makes it, before any saved texts. */
export type SourceEntry = Omit<LanguageEntry, 'zh' | 'en' | 'edited'>;

interface Bilingual {
  zh: string;
  en: string;
}

const ZH: Lang = 'zh-CN';
const EN: Lang = 'en-US';

/** Both languages of a message. */
const inBoth = (key: string, params?: Record<string, string | number>): Bilingual => ({ zh: translate(ZH, key, params), en: translate(EN, key, params) });

const entry = (key: string, tab: SourceEntry['tab'], source: Bilingual, place: Partial<Pick<SourceEntry, 'identifier' | 'pairingStep' | 'pairingMethod'>> = {}): SourceEntry => ({
  key,
  tab,
  identifier: place.identifier ?? '',
  pairingStep: place.pairingStep ?? null,
  pairingMethod: place.pairingMethod ?? null,
  sourceZh: source.zh,
  sourceEn: source.en,
});

function productNameEntries(name: string): SourceEntry[] {
  return [entry(languageKeys.productName, 'productName', { zh: name, en: name })];
}

/** Texts someone set, by language key. */
export type SavedTexts = ReadonlyMap<string, Bilingual>;

/**
 * What a function reads now (its texts as set, else its source), by its identifier in lower case: its name, and its
 * enum values' names by value. A panel component bound to it reads the same unless it has a text of its own.
 */
interface FunctionTexts {
  name: Bilingual;
  enumValues: Map<string, Bilingual>;
}

/**
 * The function tab: per function (DP ID order) its name, then its enum values or fault bits. A function still carrying
 * the catalogue's texts reads them in each language; an edited one reads its stored texts in both.
 */
function functionEntries(functions: readonly FunctionWithTexts[], saved: SavedTexts): { entries: SourceEntry[]; reads: Map<string, FunctionTexts> } {
  const entries: SourceEntry[] = [];
  const reads = new Map<string, FunctionTexts>();
  for (const { function: fn, texts } of functions) {
    const zh = texts?.[ZH];
    const en = texts?.[EN];
    const place = { identifier: fn.identifier };
    /** Adds the entry and answers what it reads now. */
    const add = (key: string, source: Bilingual): Bilingual => {
      entries.push(entry(key, 'function', source, place));
      return saved.get(key) ?? source;
    };
    const valueText = (i: number, stored: string): Bilingual => ({ zh: zh?.values[i]?.name ?? stored, en: en?.values[i]?.name ?? stored });
    const name = add(languageKeys.functionName(fn.identifier), { zh: zh?.name ?? fn.name, en: en?.name ?? fn.name });
    const enumValues = new Map<string, Bilingual>();
    if (fn.dataType === 'enum') fn.enumValues.forEach((v, i) => enumValues.set(v.value, add(languageKeys.enumValue(fn.identifier, v.value), valueText(i, v.name))));
    if (fn.dataType === 'fault') fn.faultBits.forEach((bit, i) => add(languageKeys.faultBit(fn.identifier, i), valueText(i, bit.name)));
    reads.set(fn.identifier.toLowerCase(), { name, enumValues });
  }
  return { entries, reads };
}

/** The pairing tab: the pairing method (the product's network type), then a title per step of its pairing guide. */
function pairingEntries(networkType: NetworkType, steps: number): SourceEntry[] {
  const method = { pairingMethod: networkType };
  return [
    entry(languageKeys.pairingMethod, 'pairing', inBoth(`productLanguage.networkType.${networkType}`), method),
    ...Array.from({ length: steps }, (_, i) => entry(languageKeys.pairingStep(i + 1), 'pairing', inBoth('productLanguage.pairingStepDefault', { step: i + 1 }), { ...method, pairingStep: i + 1 })),
  ];
}

/** The document text each kind of component shows (icons show none). */
function textOf(c: PanelComponent): Bilingual | undefined {
  switch (c.type) {
    case 'text':
    case 'link':
      return c.props.text;
    case 'group':
      return c.props.title;
    case 'icon':
      return undefined;
    default:
      return c.props.label ?? { zh: '', en: '' };
  }
}

/** What a bound component shows without a label of its own: a value button its enum value's name, others the function's name. */
function boundFallback(c: PanelComponent, functions: ReadonlyMap<string, FunctionTexts>): Bilingual | undefined {
  if (!c.binding || (!isControlType(c.type) && !isDisplayType(c.type))) return undefined;
  const fn = functions.get(c.binding.identifier.toLowerCase());
  if (!fn) return undefined;
  const value = c.type === 'valueButton' && typeof c.props.value === 'string' ? fn.enumValues.get(c.props.value) : undefined;
  return value ?? fn.name;
}

/**
 * A component's source texts, or undefined when it shows none: in each language its own text, else what the renderer
 * shows in its place (what its function reads now), else its text in the other language.
 */
function componentSource(c: PanelComponent, functions: ReadonlyMap<string, FunctionTexts>): Bilingual | undefined {
  const own = textOf(c);
  if (!own) return undefined;
  const fallback = boundFallback(c, functions);
  if (!fallback && !own.zh && !own.en) return undefined;
  return { zh: own.zh || fallback?.zh || own.en, en: own.en || fallback?.en || own.zh };
}

/**
 * The panel tab: every page of the live panel (its name in each language: the generated pages are named per
 * language), each followed by its components that show a text, groups' children included, keyed by variable name.
 */
function panelEntries(documents: Record<Lang, PanelDocument>, functions: ReadonlyMap<string, FunctionTexts>): SourceEntry[] {
  const doc = documents[ZH];
  const enNames = new Map(documents[EN].pages.map((page) => [page.id, page.name]));
  const byPage = doc.pages.map(() => [] as SourceEntry[]);
  eachPanelComponent(doc, (c, path) => {
    const source = componentSource(c, functions);
    if (source) byPage[path[1] as number]!.push(entry(languageKeys.panelComponent(c.name), 'panel', source));
  });
  return doc.pages.flatMap((page, p) => [entry(languageKeys.panelPage(page.id), 'panel', { zh: page.name, en: enNames.get(page.id) ?? page.name }), ...byPage[p]!]);
}

/**
 * Every entry of the product, in the order of the tabs and, within a tab, of its source. The texts set for its
 * functions (`saved`) are what their panel components read unless those have texts of their own.
 */
export async function sourceEntriesOf(ctx: PanelCtx, scope: TenantScope, productId: string, saved: SavedTexts = new Map()): Promise<SourceEntry[]> {
  const product = await productOf(ctx.db, scope, productId);
  const [functions, guide, zhPanel, enPanel] = await Promise.all([
    listFunctionsWithTexts(ctx.db, scope, product.id),
    getNetworkGuide(ctx.db, scope, product.id),
    livePanel(ctx, scope, ZH, product.id),
    livePanel(ctx, scope, EN, product.id),
  ]);
  const { entries: functionTab, reads } = functionEntries(functions, saved);
  // The live panel's document is one the panels service checked against the functions (its answer types it loosely).
  // An offline panel is a package of its own (its language pack is uploaded with it): it has no document here.
  const [zhDoc, enDoc] = [zhPanel.document, enPanel.document] as (PanelDocument | null)[];
  const panelTab = zhDoc && enDoc ? panelEntries({ 'zh-CN': zhDoc, 'en-US': enDoc }, reads) : [];
  return [...productNameEntries(product.name), ...functionTab, ...pairingEntries(product.networkType, guide.steps.length), ...panelTab];
}
