/**
 * The language keys of a product's texts: what the views, the panel renderer and the app look texts up by. Kept
 * apart from the schemas (no zod), so the renderer's bundle can use them.
 */
/** A part of a key as the key rule takes it: a page id of an imported panel may hold any character ("首页"). */
const keyPart = (text: string) => encodeURIComponent(text).replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

export const languageKeys = {
  productName: 'product.name',
  functionName: (identifier: string) => `function.${identifier}.name`,
  enumValue: (identifier: string, value: string) => `function.${identifier}.enum.${value}`,
  faultBit: (identifier: string, bit: number) => `function.${identifier}.fault.${bit}`,
  pairingMethod: 'pairing.method',
  pairingStep: (step: number) => `pairing.step.${step}`,
  panelPage: (pageId: string) => `panel.page.${keyPart(pageId)}`,
  panelComponent: (name: string) => `panel.component.${name}`,
} as const;
