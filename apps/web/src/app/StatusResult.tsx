import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ResultProps } from 'antd';

// Shown only when something went wrong: antd's Result loads then, not with every page.
const Result = lazy(() => import('./antResult'));

/** The same texts and actions without antd's Result, while it loads or if it cannot. */
function PlainResult({ title, subTitle, extra }: ResultProps) {
  return (
    <div className="status-result" role="status">
      <h2 className="status-result__title">{title}</h2>
      <p>{subTitle}</p>
      {extra}
    </div>
  );
}

/** Falls back to the plain result when antd's cannot load (the network failed: what the chunk error says). */
class PlainOnFailure extends Component<{ plain: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.plain : this.props.children;
  }
}

/** antd's Result for error and missing pages, loaded when one is shown. */
export function StatusResult(props: ResultProps) {
  const plain = <PlainResult {...props} />;
  return (
    <PlainOnFailure plain={plain}>
      <Suspense fallback={plain}>
        <Result {...props} />
      </Suspense>
    </PlainOnFailure>
  );
}
