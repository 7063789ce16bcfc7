import { useMemo } from 'react';
import { Skeleton } from 'antd';
import type { ProductFunction } from '@iotc/shared/functions';
import { defaultPanel, type PanelChoice, type PanelDocument, templatePanel } from '@iotc/shared/panels';
import type { ProductTexts } from '@iotc/shared/productLanguages';
import { PanelView } from '@iotc/panel';
import { PreviewImage } from '@/features/offlinePanels/components/PreviewImage';
import { useProductTexts } from '@/features/productLanguages/hooks';
import { usePanel } from '../hooks';
import { defaultValues, isTemplateKey, NO_TRANSPORT, panelLang } from '../labels';
import { useAssetUrl } from '../useAssetUrl';
import { PanelPhone, PHONE_WIDTH } from './PanelPhone';

/** A thumbnail is half a phone. */
const SCALE = 0.5;

interface ThumbnailProps {
  productId: string;
  /** The product's functions, localized (the generated panels are made from them). */
  functions: readonly ProductFunction[];
  /** The choice is the product's live panel, which the product's panel texts (its pages and components) belong to. */
  live: boolean;
}

/** The product's texts without its panel's (`panel.page.*`, `panel.component.*`), which name the live panel's parts only. */
function withoutPanelTexts(texts: ProductTexts['texts']): ProductTexts['texts'] {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => !key.startsWith('panel.')));
}

function DocumentPhone({ document, productId, functions, live }: ThumbnailProps & { document: PanelDocument }) {
  const values = useMemo(() => defaultValues(functions), [functions]);
  const assetUrl = useAssetUrl();
  const productTexts = useProductTexts(productId).data?.texts;
  const texts = useMemo(() => (productTexts && !live ? withoutPanelTexts(productTexts) : productTexts), [productTexts, live]);
  return (
    <PanelPhone scale={SCALE} testId="choice-thumbnail">
      <PanelView
        document={document}
        functions={functions}
        values={values}
        transport={NO_TRANSPORT}
        lang={panelLang}
        online={false}
        assetUrl={assetUrl}
        texts={texts}
      />
    </PanelPhone>
  );
}

/** A studio panel's draft, as the studio last saved it. */
function StudioPanelPhone({ id, ...props }: ThumbnailProps & { id: string }) {
  const panel = usePanel(id);
  // The server checked the draft against the product's functions when it was saved.
  if (panel.data) return <DocumentPhone document={panel.data.draft as PanelDocument} {...props} />;
  return <Skeleton.Node active style={{ width: PHONE_WIDTH * SCALE, height: (PHONE_WIDTH * SCALE * 4) / 3 }} />;
}

/**
 * A small live rendering of what a choice shows, with the product's functions at their default values: the default
 * panel and the templates are computed here from the thing model, a studio panel is its draft, an offline panel its
 * preview image.
 */
export function ChoiceThumbnail({ choice, productId, functions }: Omit<ThumbnailProps, 'live'> & { choice: PanelChoice }) {
  const generated = useMemo(() => {
    if (choice.kind === 'default') return defaultPanel(functions, panelLang);
    if (choice.kind === 'template' && isTemplateKey(choice.ref)) return templatePanel(choice.ref, functions, panelLang);
    return null;
  }, [choice.kind, choice.ref, functions]);
  if (choice.previewUrl) return <PreviewImage src={choice.previewUrl} alt={choice.name} width={PHONE_WIDTH * SCALE} />;
  // Another panel than the live one has parts of its own: the live panel's names for its parts are not theirs.
  const props = { productId, functions, live: choice.selected };
  if (generated) return <DocumentPhone document={generated} {...props} />;
  if (choice.kind === 'custom' && choice.ref) return <StudioPanelPhone id={choice.ref} {...props} />;
  return null;
}
