import { ZBackupOverview, ZBackupRun } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

const BACKUPS_PATH = '/Backup/GetBackups';

/** The latest backups and the last nightly one; `enabled` false for a session without the Backups page. */
export function useBackups(enabled = true) {
  return useApiList(ZBackupOverview, BACKUPS_PATH, undefined, { enabled });
}

/** Makes a backup now; the list then shows it (or its failure). */
export function useBackUpNow() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: () => apiPost(ZBackupRun, '/Backup/BackUpNow'),
    onSettled: () => invalidate(BACKUPS_PATH),
  });
}
