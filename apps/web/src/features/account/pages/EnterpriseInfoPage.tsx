import { useMemo, useState } from 'react';
import { Button, Card, Descriptions, Input, Skeleton, Space, Table, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type CompanyContact, CONTACT_MAX_COUNT } from '@iotc/shared/account';
import { CertificationStatus } from '@iotc/shared/certification';
import { DeleteAction } from '@/components/DeleteAction';
import { AccountGate } from '../components/AccountGate';
import { CompanyNameModal } from '../components/CompanyNameModal';
import { ContactModal } from '../components/ContactModal';
import { CertificationStatusTag } from '../components/StatusTags';
import { useCompanyInfo, useContactMutations } from '../hooks';
import { CERTIFICATION_PATH } from '../paths';
import styles from './AccountPage.module.css';

const PAGE_SIZE = 10;

function matches(contact: CompanyContact, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  return !needle || [contact.name, contact.account, contact.phone, contact.job].some((v) => v.toLowerCase().includes(needle));
}

function EnterpriseInfo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: info, isPending } = useCompanyInfo();
  const { remove } = useContactMutations();
  const [renaming, setRenaming] = useState(false);
  // undefined: closed; null: adding; a contact: editing it.
  const [editing, setEditing] = useState<CompanyContact | null | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);

  const contacts = useMemo(() => (info?.contacts ?? []).filter((c) => matches(c, keyword)), [info, keyword]);

  const columns: TableColumnsType<CompanyContact> = [
    { title: t('account.enterprise.contact.name'), dataIndex: 'name', ellipsis: true },
    { title: t('account.enterprise.contact.account'), dataIndex: 'account', ellipsis: true },
    { title: t('account.enterprise.contact.phone'), dataIndex: 'phone' },
    { title: t('account.enterprise.contact.address'), dataIndex: 'address', ellipsis: true, render: (v: string) => v || '—' },
    { title: t('account.enterprise.contact.job'), dataIndex: 'job', ellipsis: true, render: (v: string) => v || '—' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, contact) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(contact)} data-testid="contact-edit">
            {t('common.edit')}
          </Button>
          <DeleteAction
            description={t('account.enterprise.deleteContactConfirm', { name: contact.name })}
            testId="contact-delete"
            loading={remove.isPending}
            onConfirm={() => remove.mutateAsync(contact.id)}
          />
        </Space>
      ),
    },
  ];

  if (isPending || !info) return <Card className={styles.card}><Skeleton active /></Card>;

  const status = info.certificationStatus;
  // Nothing to look at yet, or a rejection to correct: the way forward is (re)applying.
  const goAuthenticate = status === CertificationStatus.None || status === CertificationStatus.Rejected;
  const full = info.contacts.length >= CONTACT_MAX_COUNT;

  return (
    <>
      <Card className={styles.card} title={t('account.enterprise.title')}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('account.enterprise.companyName')}>
            <Space wrap>
              <span data-testid="company-name">{info.companyName}</span>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setRenaming(true)} data-testid="company-name-change">
                {t('account.enterprise.change')}
              </Button>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('account.enterprise.authStatus')}>
            <Space wrap>
              <CertificationStatusTag status={status} />
              <Button type="link" size="small" onClick={() => navigate(CERTIFICATION_PATH)} data-testid="certification-link">
                {goAuthenticate ? t('account.enterprise.goAuthenticate') : t('account.enterprise.viewAuthentication')}
              </Button>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className={styles.card} title={t('account.enterprise.contactsTitle')}>
        <div className={styles.toolbar}>
          <Input.Search
            allowClear
            className={styles.search}
            placeholder={t('account.enterprise.searchContacts')}
            onSearch={(value) => {
              setKeyword(value);
              setPage(1);
            }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={full}
            title={full ? t('account.enterprise.contactsFull', { max: CONTACT_MAX_COUNT }) : undefined}
            onClick={() => setEditing(null)}
            data-testid="contact-add"
          >
            {t('account.enterprise.addContact')}
          </Button>
        </div>
        <Table<CompanyContact>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={contacts}
          scroll={{ x: 720 }}
          locale={{ emptyText: keyword ? t('account.enterprise.noMatch') : t('account.enterprise.noContacts') }}
          pagination={{ current: page, pageSize: PAGE_SIZE, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
          data-testid="contacts-table"
        />
      </Card>
      {/* Mounted only while open, so each opening starts from the current values. */}
      {renaming && <CompanyNameModal open current={info.companyName} onClose={() => setRenaming(false)} />}
      {editing !== undefined && <ContactModal key={editing?.id ?? 'new'} open contact={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

/** /account/enterpriseInfo/index: the company's name, its certification state and its contacts (enterprise owners). */
export default function EnterpriseInfoPage() {
  return (
    <AccountGate enterprise>
      <EnterpriseInfo />
    </AccountGate>
  );
}
