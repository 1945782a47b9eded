import { APPLICATION_RUNOUT, type TApplicationDetail } from '@packline/domain';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { CrudTable } from '../../ui/crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { applicationDetailColumns } from './raw-material-application-columns.tsx';
import { useApplicationDetailPage, useMarkAsRunout } from './raw-material-applications.api.ts';

// spec 02 §2 Application Details: every raw material box picked for an application, read-only, with Change Run Out
// (run-out toggles 0/1, spec 02 §4) once the warehouse has confirmed the pick.

const RUNOUT_OPTIONS = [
  { value: APPLICATION_RUNOUT.InUse, label: 'In Use' },
  { value: APPLICATION_RUNOUT.RunOut, label: 'Run Out' },
];

export default function ApplicationDetailsPage() {
  const [runout, setRunout] = useState<number | undefined>(undefined);
  const page = useApplicationDetailPage({ runout });
  const mark = useMarkAsRunout();
  return (
    <>
      <PageTitle>Application Details</PageTitle>
      <CrudTable<TApplicationDetail>
        rowKey="detailsId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={applicationDetailColumns}
        toolbar={
          <Select<number>
            allowClear
            placeholder="Run Out"
            value={runout}
            onChange={(value) => setRunout(value ?? undefined)}
            options={RUNOUT_OPTIONS}
            style={{ width: 140 }}
            data-testid="runout-filter"
          />
        }
        rowActions={(row) => (
          <Button
            type="link"
            size="small"
            disabled={row.processed !== 1}
            loading={mark.isPending && mark.variables?.id === row.detailsId}
            onClick={() =>
              mark.mutate({
                id: row.detailsId,
                runout: row.runout === APPLICATION_RUNOUT.RunOut ? APPLICATION_RUNOUT.InUse : APPLICATION_RUNOUT.RunOut,
              })
            }
            data-testid="change-run-out"
          >
            Change Run Out
          </Button>
        )}
      />
    </>
  );
}
