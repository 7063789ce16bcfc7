import { z } from 'zod';
import {
  APP_HOST_URL,
  PANEL_COMPONENTS_MAX,
  PANEL_GRID_COLUMNS,
  PANEL_GRID_ROWS_MAX,
  PANEL_LINK_MAX_LENGTH,
  PANEL_PAGE_NAME_MAX_LENGTH,
  PANEL_PAGES_MAX,
  PANEL_RULES_MAX,
  PANEL_TEXT_MAX_LENGTH,
  PANEL_VARIABLE_NAME_MAX_LENGTH,
  PRODUCT_RULE_ITEMS_MAX,
  PRODUCT_RULE_NAME_MAX_LENGTH,
} from '../constants.ts';
import { functionIdentifierSchema } from '../functions/schemas.ts';
import { RULE_CONDITION_TYPES, ruleConditionSchema } from '../productRules/schemas.ts';
import { lengthRange } from '../validation/index.ts';

/**
 * The panel document (spec 001 §1-§5 panels): one versioned JSON that the studio edits, the server
 * stores and checks, and the renderer (packages/panel) draws in the console's preview, the studio, the
 * debug page and the end-user app. Pages hold a tree of components on a 4-column grid that flows in
 * order (a component spans 1-4 columns and 1-6 rows, so half-width ones sit side by side on a phone);
 * components bind to the product's data points by identifier, and range, step, unit and enum always
 * come from the thing model, never from the document. Panel rules show, hide or disable components, or
 * set a data point, when conditions on data points hold.
 */

export const PANEL_DOCUMENT_VERSION = 1;

/** Component variable name (§5): starts with a letter; letters, digits and underscore; unique in the panel. */
export const PANEL_VARIABLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Font name (§5): letters, underscore and digits, starting with a letter or underscore. */
export const PANEL_FONT_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const PANEL_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Links (§5): start with http:// or the platform's {host} (https:// is accepted as the secure form of http://). */
export function isPanelLink(href: string): boolean {
  return href.startsWith('http://') || href.startsWith('https://') || href.startsWith(APP_HOST_URL);
}

/**
 * What a component is. Controls send a data point (they need a writable one: rw or wo); displays show
 * one (they need a readable one: rw or ro); the rest are static. `group` holds child components.
 */
export const PANEL_COMPONENT_TYPES = [
  // controls
  'switch', // bool
  'slider', // value
  'stepper', // value
  'enumSelect', // enum
  'valueButton', // any writable point: sends its fixed `props.value` (e.g. a curtain's "open")
  'textInput', // string
  // displays
  'valueDisplay', // bool, value, enum or string: the reported value with unit or enum name
  'faultDisplay', // fault: the active fault bits
  // static
  'text',
  'image',
  'icon',
  'link',
  'group',
] as const;
export type PanelComponentType = (typeof PANEL_COMPONENT_TYPES)[number];

export const PANEL_CONTROL_TYPES = ['switch', 'slider', 'stepper', 'enumSelect', 'valueButton', 'textInput'] as const satisfies readonly PanelComponentType[];
export const PANEL_DISPLAY_TYPES = ['valueDisplay', 'faultDisplay'] as const satisfies readonly PanelComponentType[];
/** The data types each bound component accepts (valueButton: any writable type but fault). */
export const PANEL_BINDABLE_DATA_TYPES: Record<(typeof PANEL_CONTROL_TYPES)[number] | (typeof PANEL_DISPLAY_TYPES)[number], readonly string[]> = {
  switch: ['bool'],
  slider: ['value'],
  stepper: ['value'],
  enumSelect: ['enum'],
  valueButton: ['bool', 'value', 'enum', 'string'],
  textInput: ['string'],
  valueDisplay: ['bool', 'value', 'enum', 'string'],
  faultDisplay: ['fault'],
};

/** A text in both console languages; an empty one falls back to the bound function's name (or nothing). */
export const panelTextSchema = z.object({
  zh: z.string().trim().max(PANEL_TEXT_MAX_LENGTH, 'validation.maxLength').default(''),
  en: z.string().trim().max(PANEL_TEXT_MAX_LENGTH, 'validation.maxLength').default(''),
});
export type PanelText = z.infer<typeof panelTextSchema>;

const color = z.string().regex(PANEL_COLOR_PATTERN, 'validation.panelColor');
/** An icon: one of the renderer's built-in names, or `asset:<id>` of an uploaded icon of the space. */
const iconRef = z.string().trim().min(1).max(80);

export const panelStyleSchema = z.object({
  color: color.optional(),
  background: color.optional(),
  fontSize: z.number().int().min(10, 'validation.minValue').max(48, 'validation.maxValue').optional(),
  /** A font of the document's `fonts`, by name. */
  fontFamily: z.string().regex(PANEL_FONT_NAME_PATTERN, 'validation.panelFontName').optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
});
export type PanelStyle = z.infer<typeof panelStyleSchema>;

export const panelLayoutSchema = z.object({
  w: z.number().int().min(1, 'validation.minValue').max(PANEL_GRID_COLUMNS, 'validation.maxValue'),
  h: z.number().int().min(1, 'validation.minValue').max(PANEL_GRID_ROWS_MAX, 'validation.maxValue'),
});
export type PanelLayout = z.infer<typeof panelLayoutSchema>;

const dpValue = z.union([z.boolean(), z.number(), z.string().max(PANEL_TEXT_MAX_LENGTH)]);

/** What a component may carry besides its binding; each type reads the fields it knows. */
export const panelPropsSchema = z.object({
  label: panelTextSchema.optional(),
  /** text: its words; link: its caption. */
  text: panelTextSchema.optional(),
  icon: iconRef.optional(),
  /** image: its address (http(s):// or an uploaded asset `asset:<id>`). */
  src: z.string().trim().max(PANEL_LINK_MAX_LENGTH).optional(),
  /** link: where it goes (§5 link rule). */
  href: z.string().trim().max(PANEL_LINK_MAX_LENGTH, 'validation.maxLength').optional(),
  /** valueButton: the value it sends, checked against the bound function. */
  value: dpValue.optional(),
  /** group: shown as a card with this title. */
  title: panelTextSchema.optional(),
});
export type PanelProps = z.infer<typeof panelPropsSchema>;

export interface PanelComponent {
  /** Stable id (the studio's selection and the rules' targets use `name`, not this). */
  id: string;
  type: PanelComponentType;
  /** The component variable name (§5). */
  name: string;
  layout: PanelLayout;
  style: PanelStyle;
  props: PanelProps;
  /** The data point it controls or shows, by identifier; null for static components. */
  binding: { identifier: string } | null;
  /** Only groups have children. */
  children?: PanelComponent[];
}

export const panelComponentSchema: z.ZodType<PanelComponent> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(64),
    type: z.enum(PANEL_COMPONENT_TYPES, { error: 'validation.panelComponentType' }),
    name: lengthRange(1, PANEL_VARIABLE_NAME_MAX_LENGTH).regex(PANEL_VARIABLE_NAME_PATTERN, 'validation.panelVariableName'),
    layout: panelLayoutSchema,
    style: panelStyleSchema.default({}),
    props: panelPropsSchema.default({}),
    binding: z.object({ identifier: functionIdentifierSchema }).nullable().default(null),
    children: z.array(panelComponentSchema).max(PANEL_COMPONENTS_MAX, 'validation.maxItems').optional(),
  }),
);

export const panelPageSchema = z.object({
  id: z.string().min(1).max(64),
  /** Page name (§5): cannot be empty. */
  name: z.string().trim().min(1, 'validation.panelPageName').max(PANEL_PAGE_NAME_MAX_LENGTH, 'validation.maxLength'),
  components: z.array(panelComponentSchema).max(PANEL_COMPONENTS_MAX, 'validation.maxItems'),
});
export type PanelPage = z.infer<typeof panelPageSchema>;

/** Then: show, hide or disable a component (by variable name), or set a data point to a value. */
export const panelRuleActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('show'), component: z.string().min(1).max(PANEL_VARIABLE_NAME_MAX_LENGTH) }),
  z.object({ kind: z.literal('hide'), component: z.string().min(1).max(PANEL_VARIABLE_NAME_MAX_LENGTH) }),
  z.object({ kind: z.literal('disable'), component: z.string().min(1).max(PANEL_VARIABLE_NAME_MAX_LENGTH) }),
  z.object({ kind: z.literal('set'), identifier: functionIdentifierSchema, value: dpValue }),
]);
export type PanelRuleAction = z.infer<typeof panelRuleActionSchema>;

/** Panel rule (§3): name, condition type, if conditions, then actions, status. */
export const panelRuleSchema = z.object({
  id: z.string().min(1).max(64),
  name: lengthRange(1, PRODUCT_RULE_NAME_MAX_LENGTH),
  conditionType: z.enum(RULE_CONDITION_TYPES),
  conditions: z.array(ruleConditionSchema).min(1, 'validation.minItems').max(PRODUCT_RULE_ITEMS_MAX, 'validation.maxItems'),
  actions: z.array(panelRuleActionSchema).min(1, 'validation.minItems').max(PRODUCT_RULE_ITEMS_MAX, 'validation.maxItems'),
  enabled: z.boolean().default(true),
});
export type PanelRule = z.infer<typeof panelRuleSchema>;

/** A font the document uses: its name (§5 font rule) and the uploaded asset holding it. */
export const panelFontSchema = z.object({
  name: z.string().regex(PANEL_FONT_NAME_PATTERN, 'validation.panelFontName').max(PANEL_VARIABLE_NAME_MAX_LENGTH),
  assetId: z.string().min(1).max(64),
});
export type PanelFont = z.infer<typeof panelFontSchema>;

export const panelThemeSchema = z.object({
  primaryColor: color.default('#1677ff'),
  background: color.default('#f5f6f8'),
  /** The whole panel's font, one of `fonts` by name; null: the app's own. */
  fontFamily: z.string().regex(PANEL_FONT_NAME_PATTERN, 'validation.panelFontName').nullable().default(null),
});
export type PanelTheme = z.infer<typeof panelThemeSchema>;

/** The shape of a panel document; the cross-field and thing-model rules are `panelProblems` (checks.ts). */
export const panelDocumentSchema = z.object({
  version: z.literal(PANEL_DOCUMENT_VERSION, { error: 'validation.panelDocumentShape' }),
  theme: panelThemeSchema.default({ primaryColor: '#1677ff', background: '#f5f6f8', fontFamily: null }),
  pages: z.array(panelPageSchema).min(1, 'validation.minItems').max(PANEL_PAGES_MAX, 'validation.maxItems'),
  rules: z.array(panelRuleSchema).max(PANEL_RULES_MAX, 'validation.maxItems').default([]),
  fonts: z.array(panelFontSchema).max(20, 'validation.maxItems').default([]),
});
export type PanelDocument = z.infer<typeof panelDocumentSchema>;
export type PanelDocumentInput = z.input<typeof panelDocumentSchema>;
