import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { succeeded } from '../../api/failures.ts';

/** Export Excel: downloads what the screen shows (a failure has shown its Error! dialog). */
export function ExcelButton({ download }: { download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    void succeeded(download()).finally(() => setBusy(false));
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={run} data-testid="attendance-excel">
      Export Excel
    </Button>
  );
}
