import { lazy } from 'react';
import type { ProductParts } from '@/features/products/parts';

/**
 * The product's parts as the product pages show them (features/products/parts.tsx). Each view loads with the first
 * page that shows it, as it did inside the product pages' own code.
 */
export const productParts: ProductParts = {
  tabs: {
    function: lazy(() => import('@/features/functions/components/FunctionDefinitionTab').then((m) => ({ default: m.FunctionDefinitionTab }))),
    panel: lazy(() => import('@/features/panels/components/ProductPanelsTab').then((m) => ({ default: m.ProductPanelsTab }))),
    test: lazy(() => import('@/features/testService/components/TestServiceTab').then((m) => ({ default: m.TestServiceTab }))),
    network: lazy(() => import('@/features/networkGuide/components/NetworkGuideTab').then((m) => ({ default: m.NetworkGuideTab }))),
    manual: lazy(() => import('@/features/manuals/components/ManualTab').then((m) => ({ default: m.ManualTab }))),
    rule: lazy(() => import('@/features/productRules/components/RuleConfigTab').then((m) => ({ default: m.RuleConfigTab }))),
    scene: lazy(() => import('@/features/functions/components/SceneLinkageTab').then((m) => ({ default: m.SceneLinkageTab }))),
    timer: lazy(() => import('@/features/functions/components/TimerConfigTab').then((m) => ({ default: m.TimerConfigTab }))),
    voice: lazy(() => import('@/features/voice/components/VoiceControlTab').then((m) => ({ default: m.VoiceControlTab }))),
  },
  FirmwareCard: lazy(() => import('@/features/firmware/components/ProductFirmwareCard').then((m) => ({ default: m.ProductFirmwareCard }))),
  LivePanel: lazy(() => import('@/features/panels/components/LivePanelView').then((m) => ({ default: m.LivePanelView }))),
  LinkAppsModal: lazy(() => import('@/features/apps/components/LinkAppsModal').then((m) => ({ default: m.LinkAppsModal }))),
};
