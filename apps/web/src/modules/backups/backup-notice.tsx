import { BACKUPS_PAGE, formatDateTime } from '@packline/domain';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useBackups } from './backups.api.ts';

/** On Home, for whoever has the Backups page: the last nightly backup failed (issue 29 §6). */
export function BackupNotice({ canSee }: { canSee: boolean }) {
  const backups = useBackups(canSee);
  const last = backups.data?.lastNightly;
  if (!canSee || !last || last.ok) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="backup-notice"
      style={{ marginBottom: 16 }}
      title={`The nightly backup of ${formatDateTime(last.startedAt)} failed`}
      description={
        <>
          {last.error} <Link to={BACKUPS_PAGE}>Open Backups</Link>
        </>
      }
    />
  );
}
