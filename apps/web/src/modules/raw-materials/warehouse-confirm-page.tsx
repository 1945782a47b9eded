import {
  canConfirmApplication,
  employeeName,
  formatCount,
  RAW_MATERIAL_APPLICATION_MESSAGES as MESSAGES,
  type TApplicationDetail,
  type TRawMaterialApplication,
  type TRawMaterialBox,
  ZApplicationDetailList,
} from '@packline/domain';
import { Button, Descriptions, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { apiErrorMessage } from '../../api/client.ts';
import { succeeded } from '../../api/failures.ts';
import { CrudTable, type TCrudColumn } from '../../ui/crud-table.tsx';
import { ListTable } from '../../ui/list-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useConfirmClose } from '../../ui/use-confirm-close.ts';
import { useApiList } from '../../ui/use-crud-resource.ts';
import {
  ApplicationStateFilter,
  applicationAction,
  applicationColumns,
  applicationDetailColumns,
  rawMaterialBoxColumns,
} from './raw-material-application-columns.tsx';
import {
  useApplicationPage,
  usePickBoxes,
  useProcessApplication,
  useRawMaterialBoxLocations,
} from './raw-material-applications.api.ts';

// spec 02 §2 Warehouse Confirm: the applications, a Confirm per row that opens the detail dialog where the warehouse
// picks raw material boxes and confirms (processed 1). Confirm needs a box picked ('Please set up table firstly!') and
// is blocked once processed is 1 (spec 02 §4).

/** The shared columns for a plain antd Table (a sortField is CrudTable's, for a server list). */
const plain = <T,>(columns: TCrudColumn<T>[]) => columns.map(({ sortField: _server, ...column }) => column);
const pickableColumns = plain(rawMaterialBoxColumns);
const PICKED_KEYS = ['boxCode', 'quantity', 'poNumber', 'plateCode'];
const pickedColumns = plain(applicationDetailColumns).filter((c) => PICKED_KEYS.includes(String(c.key)));

function ConfirmDialog({ row, onClose }: { row: TRawMaterialApplication | null; onClose: () => void }) {
  const applicationId = row?.applicationId ?? 0;
  const details = useApiList(
    ZApplicationDetailList,
    '/ApplicationDetails/GetAllApplicationDetails',
    { applicationId },
    { enabled: row !== null },
  );
  const boxes = useRawMaterialBoxLocations(row?.rawMaterialId ?? null);
  const pick = usePickBoxes();
  const process = useProcessApplication();
  const [selected, setSelected] = useState<number[]>([]);
  const [working, setWorking] = useState(false);
  // Boxes ticked but not confirmed yet are lost on closing.
  const cancel = useConfirmClose({ changed: () => selected.length > 0, onClose, busy: working });

  const confirm = async () => {
    const chosen = (boxes.data ?? []).filter((b) => selected.includes(b.rawMaterialBoxId));
    if (chosen.length === 0 && (details.data ?? []).length === 0) {
      showErrorDialog(MESSAGES.setUpTable, null);
      return;
    }
    setWorking(true);
    try {
      // Picked quietly one by one; the first box someone else took first stops here with its message.
      for (const box of chosen) {
        await pick.add.mutateAsync({ applicationId, rawMaterialBoxId: box.rawMaterialBoxId, quantity: box.quantity });
      }
    } catch (error) {
      showErrorDialog(apiErrorMessage(error), null);
      setSelected([]);
      setWorking(false);
      return;
    }
    setSelected([]);
    const confirmed = await succeeded(process.mutateAsync(applicationId));
    setWorking(false);
    if (confirmed) onClose();
  };

  return (
    <Modal
      open={row !== null}
      title="Warehouse Confirm"
      onCancel={cancel}
      width={1100}
      destroyOnHidden
      afterClose={() => setSelected([])}
      footer={
        <Space>
          <Button onClick={cancel}>Close</Button>
          <Button type="primary" loading={working} onClick={confirm} data-testid="warehouse-confirm-submit">
            Confirm
          </Button>
        </Space>
      }
    >
      {row && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Raw Material">
            {row.rawMaterial.rawMaterialCode} {row.rawMaterial.rawMaterialName}
          </Descriptions.Item>
          <Descriptions.Item label="Quantity">{formatCount(row.applyQuantity)} KG</Descriptions.Item>
          <Descriptions.Item label="Apply Employee">{employeeName(row.applyEmployee)}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5}>Picked boxes</Typography.Title>
      <ListTable<TApplicationDetail>
        rowKey="detailsId"
        size="small"
        pagination={false}
        loading={details.isFetching}
        dataSource={details.data ?? []}
        columns={[
          ...pickedColumns,
          {
            key: 'actions',
            title: 'Actions',
            render: (_value, detail) => (
              <Button type="link" danger size="small" onClick={() => pick.remove.mutate(detail.detailsId)}>
                Remove
              </Button>
            ),
          },
        ]}
        data-testid="picked-boxes"
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Raw material boxes in the warehouse
      </Typography.Title>
      <ListTable<TRawMaterialBox>
        rowKey="rawMaterialBoxId"
        size="small"
        loading={boxes.isFetching}
        dataSource={boxes.data ?? []}
        columns={pickableColumns}
        pagination={{ defaultPageSize: 10, pageSizeOptions: [5, 10, 30, 50, 100], showSizeChanger: true }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        data-testid="pickable-boxes"
      />
    </Modal>
  );
}

export default function WarehouseConfirmPage() {
  const [state, setState] = useState<number | undefined>(undefined);
  const page = useApplicationPage({ state });
  const [confirming, setConfirming] = useState<TRawMaterialApplication | null>(null);
  return (
    <>
      <PageTitle>Warehouse Confirm</PageTitle>
      <CrudTable<TRawMaterialApplication>
        rowKey="applicationId"
        {...page.tableProps}
        searchProps={page.searchProps}
        columns={applicationColumns}
        toolbar={<ApplicationStateFilter value={state} onChange={setState} />}
        rowActions={applicationAction({
          label: 'Confirm',
          testId: 'application-confirm',
          allowed: canConfirmApplication,
          blocked: MESSAGES.completedNotEditable,
          onClick: setConfirming,
        })}
      />
      <ConfirmDialog row={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
