import { Navigate, useParams } from 'react-router';
import { DocsFrame } from '../components/DocsFrame';
import { DocumentContent } from '../components/DocumentContent';
import { isDocumentPageType } from '../hooks';

/** /doc/:type: privacy policy, terms of service, legal statement, the OEM app licence or a voice platform's guide. */
export default function LegalDocumentPage() {
  const { type } = useParams();
  if (!isDocumentPageType(type)) return <Navigate to="/404" replace />;
  return (
    <DocsFrame current={type}>
      <DocumentContent type={type} />
    </DocsFrame>
  );
}
