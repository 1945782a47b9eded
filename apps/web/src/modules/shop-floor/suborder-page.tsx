import { DEFAULT_MACHINE_SUBORDER_STATUSES, PAGES, suborderOffersOf, type TSuborder } from '@packline/domain';
import { Button, Card, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { succeeded } from '../../api/failures.ts';
import { AutoRefreshCountdown } from '../../ui/auto-refresh.tsx';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMachines } from '../lookups/lookups.api.ts';
import { useOperatorPasses } from './operator-pass.tsx';
import { CompleteSuborderDialog, PauseSuborderDialog, StoreToPalletDialog } from './suborder-dialogs.tsx';
import { JOB_COLUMNS, MachineCards, SuborderLogDialog, SuborderStatusFilter } from './suborder-parts.tsx';
import { useMachineJobs, usePauseSuborder, usePrintSemiLabels, useTakeSuborder } from './suborders.api.ts';

// spec 02 §2 Suborder screen, §4 suborder states: pick a machine from the cards, see its jobs (Awaiting, In process,
// Paused by default, urgent first), and act on them: Take (Awaiting; disabled when Not ready), Complete and Pause (In
// process), Resume (Paused), Print (the last semi-finished step once complete or partly complete: its semi-finished
// boxes' labels), Store To Pallet (the job's boxes), Log. Take and Complete need the machine operator's
// password once (operator-pass.tsx). The list refreshes every minute with the countdown, held while a dialog is open.

const TITLE = PAGES.find((p) => p.url === '/suborder')?.title ?? 'Suborders';

type TDialog = { kind: 'complete'; job: TSuborder; pass: string } | { kind: 'pause' | 'store' | 'log'; job: TSuborder };

export default function SuborderPage() {
  const machines = useMachines();
  const [machineId, setMachineId] = useState<number | null>(null);
  const [statuses, setStatuses] = useState<number[]>([...DEFAULT_MACHINE_SUBORDER_STATUSES]);
  const jobs = useMachineJobs(machineId, statuses.join(','));
  const passes = useOperatorPasses();
  const take = useTakeSuborder();
  const pause = usePauseSuborder();
  const print = usePrintSemiLabels();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const machineName = (machines.data ?? []).find((m) => m.machineId === machineId)?.machineName;

  /** Runs an action that needs the operator's pass; a pass the server no longer takes is forgotten. */
  const withPass = async (job: TSuborder, action: (pass: string) => unknown) => {
    if (job.machineId === null) return;
    const pass = await passes.requirePass(job.machineId, job.machineName ?? machineName);
    if (!pass) return;
    try {
      await action(pass);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) passes.forget(job.machineId);
    }
  };
  const dialogOf = (kind: TDialog['kind']) => (dialog?.kind === kind ? dialog.job : null);
  const close = () => setDialog(null);

  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <MachineCards machines={machines.data ?? []} selected={machineId} onSelect={setMachineId} />
      <Card size="small" title={machineName ? `Jobs — ${machineName}` : 'Pick a machine'}>
        <CrudTable<TSuborder>
          rowKey="suborderId"
          dataSource={machineId === null ? [] : jobs.data}
          loading={jobs.isLoading && machineId !== null}
          columns={JOB_COLUMNS}
          testId="suborder-jobs"
          emptyText={machineId === null ? 'Pick a machine to see its jobs.' : undefined}
          toolbar={
            <Space wrap>
              <SuborderStatusFilter value={statuses} onChange={setStatuses} />
              <AutoRefreshCountdown
                refresh={() => jobs.refetch()}
                held={dialog !== null || passes.open}
                testId="suborder-countdown"
              />
            </Space>
          }
          rowActions={(job) => {
            const offers = suborderOffersOf(job);
            return (
              <>
                {offers.take !== 'hidden' ? (
                  <Tooltip title={offers.take === 'disabled' ? 'The step before is not done yet.' : undefined}>
                    <Button
                      type="link"
                      size="small"
                      disabled={offers.take === 'disabled'}
                      onClick={() => withPass(job, (pass) => take.mutateAsync({ id: job.suborderId, pass }))}
                      data-testid="suborder-take"
                    >
                      Take
                    </Button>
                  </Tooltip>
                ) : null}
                {offers.complete ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => withPass(job, (pass) => setDialog({ kind: 'complete', job, pass }))}
                    data-testid="suborder-complete"
                  >
                    Complete
                  </Button>
                ) : null}
                {offers.pause ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ kind: 'pause', job })}
                    data-testid="suborder-pause"
                  >
                    Pause
                  </Button>
                ) : null}
                {offers.resume ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => succeeded(pause.mutateAsync({ id: job.suborderId, resume: true }))}
                    data-testid="suborder-resume"
                  >
                    Resume
                  </Button>
                ) : null}
                {offers.print ? (
                  <Button
                    type="link"
                    size="small"
                    loading={print.isPending && print.variables?.suborderId === job.suborderId}
                    onClick={() => print.mutateAsync(job).catch(() => undefined)}
                    data-testid="suborder-print"
                  >
                    Print
                  </Button>
                ) : null}
                {offers.storeToPallet ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setDialog({ kind: 'store', job })}
                    data-testid="suborder-store"
                  >
                    Store To Pallet
                  </Button>
                ) : null}
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'log', job })}>
                  Log
                </Button>
              </>
            );
          }}
        />
      </Card>
      <CompleteSuborderDialog
        job={dialogOf('complete')}
        pass={dialog?.kind === 'complete' ? dialog.pass : null}
        onPassRefused={(machineId) => passes.forget(machineId)}
        onClose={close}
      />
      <PauseSuborderDialog job={dialogOf('pause')} onClose={close} />
      <StoreToPalletDialog job={dialogOf('store')} onClose={close} />
      <SuborderLogDialog job={dialogOf('log')} onClose={close} />
      {passes.dialog}
    </>
  );
}
