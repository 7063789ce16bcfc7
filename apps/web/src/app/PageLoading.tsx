import { Spin } from 'antd';

/** Shown while a page's code or the session loads. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spin size="large" />
    </div>
  );
}
