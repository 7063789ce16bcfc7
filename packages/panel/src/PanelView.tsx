import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfigProvider, Segmented } from 'antd';
import { functionsByIdentifier, type ProductFunction } from '@iotc/shared/functions';
import { evaluatePanelRules, type PanelFont, type PanelRuleState } from '@iotc/shared/panels';
import { ComponentView } from './components/ComponentView.tsx';
import { PanelEnvContext, type PanelEnv } from './context.ts';
import { gridStyle } from './styles.ts';
import { pageName } from './texts.ts';
import type { PanelTransport, PanelViewProps } from './types.ts';

/**
 * Sends the set actions of the panel rules that start to hold. Only a change counts: a rule that
 * already holds when the panel opens sends nothing (opening a panel must not command the device), and
 * one that starts to hold while the device is offline is not sent later. A set action never sets a
 * function of its own conditions (the checks refuse it), so a send cannot re-trigger its rule.
 */
function useRuleSets(rules: PanelRuleState, fnOf: (identifier: string) => ProductFunction | undefined, transport: PanelTransport, online: boolean): void {
  const before = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const previous = before.current;
    before.current = rules.active;
    if (previous === null || !online) return;
    for (const set of rules.sets) {
      const fn = fnOf(set.identifier);
      if (!previous.has(set.ruleId) && fn && fn.rwFlag !== 'ro') transport.control(fn, set.value);
    }
  }, [rules, fnOf, transport, online]);
}

/** Escapes what could end a CSS string in an address. */
const cssString = (text: string) => `"${text.replace(/["\\\n]/g, (ch) => encodeURIComponent(ch))}"`;

/** The document's fonts, loaded from their uploaded assets; names follow the font-name rule, so they need no quoting rules of their own. */
function FontFaces({ fonts, assetUrl }: { fonts: readonly PanelFont[]; assetUrl: PanelViewProps['assetUrl'] }) {
  if (!assetUrl || fonts.length === 0) return null;
  return <style>{fonts.map((f) => `@font-face{font-family:${cssString(f.name)};src:url(${cssString(assetUrl(f.assetId))});}`).join('\n')}</style>;
}

/**
 * A panel document drawn for one device: the chosen page's components on a 4-column grid, controls
 * that send through `transport`, values from `values`, panel rules applied. Nothing can be sent while
 * `online` is false.
 */
export function PanelView({ document: doc, functions, values, transport, lang, online, pageId, onPageChange, assetUrl, texts }: PanelViewProps) {
  const fnOf = useMemo(() => functionsByIdentifier(functions), [functions]);
  const rules = useMemo(() => evaluatePanelRules(doc, functions, values), [doc, functions, values]);
  useRuleSets(rules, fnOf, transport, online);
  const [ownPageId, setOwnPageId] = useState<string | undefined>(undefined);
  const page = doc.pages.find((p) => p.id === (pageId ?? ownPageId)) ?? doc.pages[0];
  const env = useMemo<PanelEnv>(
    () => ({ fnOf, values, rules, transport, lang, online, assetUrl, texts }),
    [fnOf, values, rules, transport, lang, online, assetUrl, texts],
  );
  const choose = (id: string) => {
    setOwnPageId(id);
    onPageChange?.(id);
  };
  return (
    <ConfigProvider theme={{ token: { colorPrimary: doc.theme.primaryColor } }}>
      <PanelEnvContext.Provider value={env}>
        <div
          data-testid="panel-view"
          style={{ background: doc.theme.background, fontFamily: doc.theme.fontFamily ?? undefined, padding: 12, minHeight: '100%', boxSizing: 'border-box' }}
        >
          <FontFaces fonts={doc.fonts} assetUrl={assetUrl} />
          {doc.pages.length > 1 && page && (
            <Segmented block options={doc.pages.map((p) => ({ label: pageName(p, texts, lang), value: p.id }))} value={page.id} onChange={choose} style={{ marginBottom: 12 }} data-panel-pages="" />
          )}
          <div style={gridStyle}>{page?.components.map((c) => <ComponentView key={c.id} component={c} />)}</div>
        </div>
      </PanelEnvContext.Provider>
    </ConfigProvider>
  );
}
