import { Spin } from 'antd';

/** What a lazily loaded screen shows while its code arrives. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spin />
    </div>
  );
}
