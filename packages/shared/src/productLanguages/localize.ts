import type { Lang } from '../api/shell.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { languageKeys } from './keys.ts';
import type { ProductTexts } from './schemas.ts';

/** A product's text in `lang` by key, or undefined when the product has none. */
export function productText(texts: ProductTexts['texts'] | undefined, key: string, lang: Lang): string | undefined {
  const entry = texts?.[key];
  if (!entry) return undefined;
  return (lang === 'zh-CN' ? entry.zh : entry.en) || undefined;
}

/** The functions with their names, enum value names and fault bit names in `lang`, where the product has texts for them. */
export function localizeFunctions(functions: readonly ProductFunction[], texts: ProductTexts['texts'] | undefined, lang: Lang): ProductFunction[] {
  if (!texts) return [...functions];
  return functions.map((fn) => {
    const name = productText(texts, languageKeys.functionName(fn.identifier), lang) ?? fn.name;
    if (fn.dataType === 'enum') {
      const enumValues = fn.enumValues.map((v) => ({ ...v, name: productText(texts, languageKeys.enumValue(fn.identifier, v.value), lang) ?? v.name }));
      return { ...fn, name, enumValues };
    }
    if (fn.dataType === 'fault') {
      const faultBits = fn.faultBits.map((bit, i) => ({ ...bit, name: productText(texts, languageKeys.faultBit(fn.identifier, i), lang) ?? bit.name }));
      return { ...fn, name, faultBits };
    }
    return { ...fn, name };
  });
}
