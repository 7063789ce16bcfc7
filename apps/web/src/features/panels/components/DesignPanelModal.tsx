import { Form, Input, Tag } from 'antd';
import { AppstoreOutlined, BulbOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PANEL_NAME_MAX_LENGTH } from '@iotc/shared';
import { PANEL_TEMPLATE_KEYS, panelNameSchema, type PanelTemplateKey } from '@iotc/shared/panels';
import { ChoiceCard, ChoiceGrid } from '@/components/ChoiceCard';
import { FormModal } from '@/components/FormModal';
import { zodRule } from '@/lib/form';
import { useCreatePanel } from '../hooks';
import { templateLabel } from '../labels';
import { panelStudioPath } from '../paths';

/** Where a new panel starts: the default panel, or a public template. */
type Start = 'default' | PanelTemplateKey;

interface FormValues {
  name: string;
  start: Start;
}

const nameRules = [zodRule(panelNameSchema)];

/** The start choices as cards: the default panel, then the templates, the ones recommended for the product first. */
function StartCards({ value, onChange, recommended }: { value?: Start; onChange?: (start: Start) => void; recommended: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const templates = [...PANEL_TEMPLATE_KEYS].sort((a, b) => Number(recommended.has(b)) - Number(recommended.has(a)));
  return (
    <ChoiceGrid min={180} label={t('panels.choices.startFrom')}>
      <ChoiceCard
        selected={value === 'default'}
        onSelect={() => onChange?.('default')}
        icon={<AppstoreOutlined />}
        title={t('panel.default.name')}
        description={t('panel.default.description')}
        testId="design-start-default"
      />
      {templates.map((key) => (
        <ChoiceCard
          key={key}
          selected={value === key}
          onSelect={() => onChange?.(key)}
          icon={<BulbOutlined />}
          title={templateLabel(key)}
          extra={recommended.has(key) && <Tag color="gold">{t('panels.choices.recommended')}</Tag>}
          testId={`design-start-${key}`}
        />
      ))}
    </ChoiceGrid>
  );
}

interface DesignPanelModalProps {
  productId: string;
  open: boolean;
  /** The templates recommended for the product's category. */
  recommended: ReadonlySet<string>;
  onClose(): void;
}

/** Names a new studio panel and where it starts, creates it, and opens the studio on it. */
export function DesignPanelModal({ productId, open, recommended, onClose }: DesignPanelModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const create = useCreatePanel();
  const submit = (values: FormValues) =>
    create.mutate(
      { productId, name: values.name, template: values.start === 'default' ? undefined : values.start },
      { onSuccess: (panel) => navigate(panelStudioPath(panel.id)) },
    );
  return (
    <FormModal<FormValues>
      open={open}
      title={t('panels.choices.designTitle')}
      width={720}
      form={form}
      name="designPanel"
      initialValues={{ start: 'default' }}
      saving={create.isPending}
      okText={t('panels.choices.designOk')}
      submitTestId="design-submit"
      cancelTestId="design-cancel"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('field.panelName')} rules={nameRules}>
        <Input maxLength={PANEL_NAME_MAX_LENGTH} data-testid="design-name" />
      </Form.Item>
      <Form.Item name="start" label={t('panels.choices.startFrom')} required>
        <StartCards recommended={recommended} />
      </Form.Item>
    </FormModal>
  );
}
