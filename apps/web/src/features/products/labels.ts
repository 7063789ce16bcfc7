import type { ManualLang } from '@iotc/shared/manuals';
import type { PairingMediaType } from '@iotc/shared/networkGuide';
import {
  type ActiveType,
  type CopiedItem,
  type DevelopmentCheckKey,
  type DevelopmentScheme,
  type NetworkType,
  type NotCopiedItem,
  type PowerConsumeType,
  type ProductItem,
  ProductStatus,
} from '@iotc/shared/products';
import type { TestResult } from '@iotc/shared/testService';
import { currentLanguage, t } from '@/lib/i18n';

/**
 * Labels of the product enumerations in the page's language, for every product view (the settings
 * tabs of other features too). The language is fixed for a page load, so plain functions do.
 * An unknown value (a newer server) shows as itself.
 */
const label = (group: string, value: string | number) => t(`products.${group}.${value}`, { defaultValue: String(value) });

export const networkTypeLabel = (type: NetworkType): string => label('networkType', type);
export const schemeLabel = (scheme: DevelopmentScheme): string => label('scheme', scheme);
export const powerConsumeTypeLabel = (type: PowerConsumeType): string => label('powerConsumeType', type);
export const activeTypeLabel = (type: ActiveType): string => label('activeType', type);
export const productStatusLabel = (status: ProductStatus): string =>
  label('status', status === ProductStatus.Published ? 'published' : 'developing');
export const copiedItemLabel = (item: CopiedItem): string => label('copyItem', item);
export const notCopiedItemLabel = (item: NotCopiedItem): string => label('notCopiedItem', item);
export const developmentCheckLabel = (key: DevelopmentCheckKey): string => label('check', key);
export const returnWarningText = (key: string): string => label('returnWarning', key);
export const testResultLabel = (result: TestResult): string => label('testResult', result);
export const manualLangLabel = (lang: ManualLang): string => label('manualLang', lang);
export const pairingMediaTypeLabel = (type: PairingMediaType): string => label('pairingMediaType', type);

/** A product class's name in the page's language (the other one when it is blank). */
export function classNameOf(productClass: { nameZh: string; nameEn: string }): string {
  const { nameZh, nameEn } = productClass;
  return currentLanguage === 'en-US' ? nameEn || nameZh : nameZh || nameEn;
}

/** The product's category in the page's language. */
export function productTypeNameOf(product: Pick<ProductItem, 'productTypeName' | 'productTypeNameEn'>): string {
  return classNameOf({ nameZh: product.productTypeName, nameEn: product.productTypeNameEn });
}

export const optionsOf = <T extends string>(values: readonly T[], labelOf: (value: T) => string) =>
  values.map((value) => ({ value, label: labelOf(value) }));
