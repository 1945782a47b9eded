import { LockOutlined } from '@ant-design/icons';
import {
  DEFAULT_MACHINE_SUBORDER_STATUSES,
  PACKAGING_MACHINE_TYPE,
  PAGES,
  SUBORDER_STATUS,
  suborderOffersOf,
  type TSuborder,
} from '@packline/domain';
import { Button, Card, Empty, Result, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { succeeded } from '../../api/failures.ts';
import { AutoRefreshCountdown } from '../../ui/auto-refresh.tsx';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useMachines } from '../lookups/lookups.api.ts';
import { useOperatorPasses } from '../shop-floor/operator-pass.tsx';
import { PauseSuborderDialog } from '../shop-floor/suborder-dialogs.tsx';
import { JOB_COLUMNS, SuborderLogDialog, SuborderStatusFilter } from '../shop-floor/suborder-parts.tsx';
import { useMachineJobs, usePauseSuborder, useTakeSuborder, useTodayArrangement } from '../shop-floor/suborders.api.ts';
import { JobBarcodeDialog, JobPalletDialog, PackagingCompleteDialog } from './packaging-dialogs.tsx';

// spec 02 §2 Packaging, §6 (the page needs the operator's password), §9 (packaging machines are type 4; the page
// refreshes every 5 minutes): pick a packaging machine, its operator types the password, then its jobs with Take,
// Pause / Resume, Barcode (label the job's boxes), Pallet (put them on pallets) and Complete (received quantity, every
// box on a pallet, one call), and the job's Log.

const TITLE = PAGES.find((p) => p.url === '/packaging')?.title ?? 'Packaging';
/** spec 02 §9: the packaging page refreshes every 5 minutes. */
const PACKAGING_REFRESH_MS = 5 * 60_000;

type TDialog =
  | { kind: 'complete'; job: TSuborder; pass: string }
  | { kind: 'barcode' | 'pallet' | 'pause' | 'log'; job: TSuborder };

export default function PackagingPage() {
  const machines = useMachines();
  const packers = (machines.data ?? []).filter((m) => m.machineTypeId === PACKAGING_MACHINE_TYPE);
  const [chosen, setChosen] = useState<number | null>(null);
  const machineId = chosen ?? packers[0]?.machineId ?? null;
  const machine = packers.find((m) => m.machineId === machineId);
  const today = useTodayArrangement();
  const operator = (today.data ?? []).find((a) => a.machineId === machineId);
  const passes = useOperatorPasses();
  // The page opens for the machine once its operator has proved the password; actions ask again when the pass ends.
  const [unlocked, setUnlocked] = useState<ReadonlySet<number>>(new Set());
  const open = machineId !== null && unlocked.has(machineId);
  const [statuses, setStatuses] = useState<number[]>([...DEFAULT_MACHINE_SUBORDER_STATUSES]);
  const jobs = useMachineJobs(open ? machineId : null, statuses.join(','));
  const take = useTakeSuborder();
  const pause = usePauseSuborder();
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const close = () => setDialog(null);
  const dialogOf = (kind: TDialog['kind']) => (dialog?.kind === kind ? dialog.job : null);

  const unlock = async () => {
    if (machineId === null) return;
    if (await passes.requirePass(machineId, machine?.machineName)) setUnlocked((all) => new Set(all).add(machineId));
  };
  const withPass = async (job: TSuborder, action: (pass: string) => unknown) => {
    if (job.machineId === null) return;
    const pass = await passes.requirePass(job.machineId, machine?.machineName);
    if (!pass) return;
    try {
      await action(pass);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) passes.forget(job.machineId);
    }
  };
  const link = (label: string, testId: string, onClick: () => unknown) => (
    <Button type="link" size="small" onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );

  return (
    <>
      <PageTitle>{TITLE}</PageTitle>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text>Machine</Typography.Text>
        <Select<number>
          value={machineId ?? undefined}
          onChange={setChosen}
          loading={machines.isLoading}
          options={packers.map((m) => ({ value: m.machineId, label: m.machineName }))}
          placeholder="Packaging machine"
          style={{ width: 240 }}
          data-testid="packaging-machine"
        />
        <Typography.Text type="secondary">
          {operator?.maintenance === 1
            ? 'In maintenance today'
            : operator?.operatorName
              ? `Operator today: ${operator.operatorName}`
              : 'No operator today'}
        </Typography.Text>
      </Space>
      {machineId === null ? (
        <Empty description={machines.isLoading ? 'Loading machines…' : 'No packaging machine (machine type 4).'} />
      ) : !open ? (
        <Result
          icon={<LockOutlined />}
          title="Operator password required"
          subTitle="The operator arranged on this machine today types the password to open its jobs."
          extra={
            <Button type="primary" onClick={unlock} data-testid="packaging-unlock">
              Enter password
            </Button>
          }
        />
      ) : (
        <Card size="small" title={`Jobs — ${machine?.machineName ?? ''}`}>
          <CrudTable<TSuborder>
            rowKey="suborderId"
            dataSource={jobs.data}
            loading={jobs.isLoading}
            columns={JOB_COLUMNS}
            testId="packaging-jobs"
            toolbar={
              <Space wrap>
                <SuborderStatusFilter value={statuses} onChange={setStatuses} />
                <AutoRefreshCountdown
                  refresh={() => jobs.refetch()}
                  held={dialog !== null || passes.open}
                  refreshMs={PACKAGING_REFRESH_MS}
                  countdownMs={PACKAGING_REFRESH_MS}
                  testId="packaging-countdown"
                />
              </Space>
            }
            rowActions={(job) => {
              const offers = suborderOffersOf(job);
              const working = job.suborderStatusId === SUBORDER_STATUS.InProcess;
              return (
                <>
                  {offers.take === 'enabled'
                    ? link('Take', 'packaging-take', () =>
                        withPass(job, (pass) => take.mutateAsync({ id: job.suborderId, pass })),
                      )
                    : null}
                  {working ? link('Barcode', 'packaging-barcode', () => setDialog({ kind: 'barcode', job })) : null}
                  {working ? link('Pallet', 'packaging-pallet', () => setDialog({ kind: 'pallet', job })) : null}
                  {offers.complete
                    ? link('Complete', 'packaging-complete', () =>
                        withPass(job, (pass) => setDialog({ kind: 'complete', job, pass })),
                      )
                    : null}
                  {offers.pause ? link('Pause', 'packaging-pause', () => setDialog({ kind: 'pause', job })) : null}
                  {offers.resume
                    ? link('Resume', 'packaging-resume', () =>
                        succeeded(pause.mutateAsync({ id: job.suborderId, resume: true })),
                      )
                    : null}
                  {link('Log', 'packaging-log', () => setDialog({ kind: 'log', job }))}
                </>
              );
            }}
          />
        </Card>
      )}
      <JobBarcodeDialog job={dialogOf('barcode')} onClose={close} />
      <JobPalletDialog job={dialogOf('pallet')} onClose={close} />
      <PackagingCompleteDialog
        job={dialogOf('complete')}
        pass={dialog?.kind === 'complete' ? dialog.pass : null}
        onPassRefused={(id) => passes.forget(id)}
        onClose={close}
      />
      <PauseSuborderDialog job={dialogOf('pause')} onClose={close} />
      <SuborderLogDialog job={dialogOf('log')} onClose={close} />
      {passes.dialog}
    </>
  );
}
