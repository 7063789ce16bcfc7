import { Navigate, useParams } from 'react-router';
import { DocsFrame } from '../components/DocsFrame';
import { DocumentContent } from '../components/DocumentContent';
import { isLegalType } from '../hooks';

/** /doc/:type: privacy policy, terms of service, legal statement or the OEM app licence. */
export default function LegalDocumentPage() {
  const { type } = useParams();
  if (!isLegalType(type)) return <Navigate to="/404" replace />;
  return (
    <DocsFrame current={type}>
      <DocumentContent type={type} />
    </DocsFrame>
  );
}
