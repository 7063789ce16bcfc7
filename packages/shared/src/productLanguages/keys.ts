/**
 * The language keys of a product's texts: what the views, the panel renderer and the app look texts up by. Kept
 * apart from the schemas (no zod), so the renderer's bundle can use them.
 */
export const languageKeys = {
  productName: 'product.name',
  functionName: (identifier: string) => `function.${identifier}.name`,
  enumValue: (identifier: string, value: string) => `function.${identifier}.enum.${value}`,
  faultBit: (identifier: string, bit: number) => `function.${identifier}.fault.${bit}`,
  pairingMethod: 'pairing.method',
  pairingStep: (step: number) => `pairing.step.${step}`,
  panelPage: (pageId: string) => `panel.page.${pageId}`,
  panelComponent: (name: string) => `panel.component.${name}`,
} as const;
