import { Button, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@iotc/shared';
import {
  certificationBody,
  type CertificationBody,
  type CertificationDetail,
  LICENSE_NUMBER_MAX_LENGTH,
} from '@iotc/shared/certification';
import { zodRule } from '@/lib/form';
import { useNatureOptions, useSubmitCertification } from '../hooks';
import { ImageUpload } from './ImageUpload';

type Field = keyof CertificationBody;

/** One rule per field, the same schemas the server applies. */
const rules = Object.fromEntries(Object.entries(certificationBody.shape).map(([name, schema]) => [name, [zodRule(schema)]])) as Record<
  Field,
  ReturnType<typeof zodRule>[]
>;

function valuesOf(detail: CertificationDetail): CertificationBody {
  const { companyName, nature, licenseNumber, licenseImage, legalPerson, applicant, idNumber, idCardFront, idCardBack, phone, address } = detail;
  return { companyName, nature, licenseNumber, licenseImage, legalPerson, applicant, idNumber, idCardFront, idCardBack, phone, address };
}

export interface CertificationFormProps {
  /** The latest submission (read-only while pending or approved, the starting point after a rejection). */
  latest: CertificationDetail | null;
  readOnly: boolean;
  /** Prefilled company name when nothing was submitted yet. */
  companyName: string;
}

/** Every field of the certification (spec 000 §3), all required. Remount it (key) to start from another submission. */
export function CertificationForm({ latest, readOnly, companyName }: CertificationFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CertificationBody>();
  const natures = useNatureOptions();
  const submit = useSubmitCertification();

  const half = { xs: 24, md: 12 };
  return (
    <Form<CertificationBody>
      form={form}
      name="certification"
      layout="vertical"
      disabled={readOnly}
      initialValues={latest ? valuesOf(latest) : { companyName }}
      onFinish={(values) => submit.mutate(values)}
    >
      <Row gutter={24}>
        <Col {...half}>
          <Form.Item name="companyName" label={t('account.certification.companyName')} rules={rules.companyName}>
            <Input maxLength={NAME_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="nature" label={t('account.certification.nature')} rules={rules.nature}>
            <Select
              loading={natures.isPending}
              placeholder={t('account.certification.naturePlaceholder')}
              options={(natures.data ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
              data-testid="certification-nature"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="licenseNumber" label={t('account.certification.licenseNumber')} rules={rules.licenseNumber}>
            <Input maxLength={LICENSE_NUMBER_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="legalPerson" label={t('account.certification.legalPerson')} rules={rules.legalPerson}>
            <Input maxLength={NAME_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="licenseImage" label={t('account.certification.licenseImage')} rules={rules.licenseImage}>
            <ImageUpload testId="upload-license" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="applicant" label={t('account.certification.applicant')} rules={rules.applicant}>
            <Input maxLength={NAME_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="idNumber" label={t('account.certification.idNumber')} rules={rules.idNumber}>
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="idCardFront" label={t('account.certification.idCardFront')} rules={rules.idCardFront}>
            <ImageUpload testId="upload-id-front" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="idCardBack" label={t('account.certification.idCardBack')} rules={rules.idCardBack}>
            <ImageUpload testId="upload-id-back" disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t('account.certification.phone')} rules={rules.phone}>
            <Input maxLength={PHONE_MAX_LENGTH} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('account.certification.address')} rules={rules.address}>
            <Input.TextArea rows={3} maxLength={ADDRESS_MAX_LENGTH} showCount />
          </Form.Item>
        </Col>
      </Row>
      {!readOnly && (
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="certification-submit">
            {latest ? t('account.certification.resubmit') : t('account.certification.submit')}
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
