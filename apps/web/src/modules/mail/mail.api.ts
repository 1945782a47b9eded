import { ZMailResult, ZOutboxMailList } from '@packline/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPut } from '../../api/client.ts';
import { useApiList, useInvalidateController } from '../../ui/use-crud-resource.ts';

const OUTBOX_PATH = '/Mail/GetOutbox';

export function useOutbox() {
  return useApiList(ZOutboxMailList, OUTBOX_PATH);
}

/** Sends a held or failed e-mail again; the list then shows its new status. */
export function useResendMail() {
  const invalidate = useInvalidateController();
  return useMutation({
    mutationFn: (outboxId: number) => apiPut(ZMailResult, '/Mail/Resend', undefined, { params: { id: outboxId } }),
    onSettled: () => invalidate(OUTBOX_PATH),
  });
}
