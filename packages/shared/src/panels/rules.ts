import type { DpValue } from '../api/mqtt.ts';
import { conditionHolds } from '../devicePush/schemas.ts';
import type { ProductFunction } from '../functions/schemas.ts';
import { functionsByIdentifier } from './checks.ts';
import type { PanelDocument, PanelRule } from './document.ts';

/** What the panel rules make of the device's present values. */
export interface PanelRuleState {
  /** Variable names of the components not shown now. */
  hidden: ReadonlySet<string>;
  /** Variable names of the components that cannot be used now. */
  disabled: ReadonlySet<string>;
  /** Ids of the enabled rules whose conditions hold. */
  active: ReadonlySet<string>;
  /** The set actions of the active rules (the renderer sends them when their rule starts to hold). */
  sets: { ruleId: string; identifier: string; value: DpValue }[];
}

function ruleHolds(rule: PanelRule, fnOf: (identifier: string) => ProductFunction | undefined, values: Readonly<Record<number, DpValue | undefined>>): boolean {
  const holds = rule.conditions.map((c) => {
    const fn = fnOf(c.identifier);
    // A condition on a function the product no longer has holds for no value.
    return fn !== undefined && conditionHolds(fn, c, values[fn.dpId]);
  });
  return rule.conditionType === 'all' ? holds.every(Boolean) : holds.some(Boolean);
}

/**
 * Runs the enabled panel rules over the device's values (value functions in raw integers, as the
 * model stores them; a fault condition names a bit and holds with == while it is set). A component
 * some `show` action targets stays hidden until one of those rules holds; a `hide` hides it while its
 * rule holds and wins over a `show`; a `disable` disables it while its rule holds.
 */
export function evaluatePanelRules(
  doc: PanelDocument,
  functions: readonly ProductFunction[],
  values: Readonly<Record<number, DpValue | undefined>>,
): PanelRuleState {
  const fnOf = functionsByIdentifier(functions);
  const showTargets = new Set<string>();
  const shown = new Set<string>();
  const hiddenByRule = new Set<string>();
  const disabled = new Set<string>();
  const active = new Set<string>();
  const sets: PanelRuleState['sets'] = [];
  for (const rule of doc.rules) {
    if (!rule.enabled) continue;
    const holds = ruleHolds(rule, fnOf, values);
    if (holds) active.add(rule.id);
    for (const action of rule.actions) {
      if (action.kind === 'show') {
        showTargets.add(action.component);
        if (holds) shown.add(action.component);
      } else if (!holds) {
        continue;
      } else if (action.kind === 'hide') {
        hiddenByRule.add(action.component);
      } else if (action.kind === 'disable') {
        disabled.add(action.component);
      } else {
        sets.push({ ruleId: rule.id, identifier: action.identifier, value: action.value });
      }
    }
  }
  const hidden = new Set([...showTargets].filter((name) => !shown.has(name)));
  for (const name of hiddenByRule) hidden.add(name);
  return { hidden, disabled, active, sets };
}
