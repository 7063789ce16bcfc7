import { platformPath as p } from '../api/paths.ts';

const language = (path: string) => p(`open/productLanguage/${path}`);

/** Product multi-language (spec 002 §2 "product multi-language", §3 entry, §5 rules; paths not shown in the spec). */
export const productLanguagePaths = {
  /** GET ?productId&tab&keyword&pageNo&pageSize: the language entries of one tab, each with its texts and where they come from. */
  list: language('list'),
  /** POST { productId, entries: [{ key, zh, en }] }: sets the texts of entries (the tab's edit and the confirmed import). */
  save: language('save'),
  /** POST { productId, keys }: entries back to their source texts. */
  reset: language('reset'),
  /** GET ?productId: every text of the product in both languages, keyed, for the console's views, the panel renderer and the app. */
  texts: language('texts'),
  /** GET ?productId: the language pack (xlsx) of every tab; 3 per product in 24 hours. */
  export: language('export'),
  /** POST multipart `productId` + `file` (.xls / .xlsx): reads and checks a pack, stores nothing; answers what it would change. */
  importCheck: language('importCheck'),
} as const;
