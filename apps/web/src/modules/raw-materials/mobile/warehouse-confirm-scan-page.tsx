import {
  countOf,
  employeeName,
  formatQuantity,
  MOBILE_SCAN_URLS,
  RAW_MATERIAL_APPLICATION_MESSAGES,
  RAW_MATERIAL_BOX_ACTIVE,
  RAW_MATERIAL_BOX_EX_WAREHOUSE,
  SCAN_MESSAGES,
  type TRawMaterialApplication,
  type TRawMaterialBox,
} from '@packline/domain';
import { Button, Card, Descriptions, Empty, List, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '../../../api/client.ts';
import { succeeded } from '../../../api/failures.ts';
import { PageTitleOf } from '../../../ui/page-title.tsx';
import { MobileScanLayout, useScanLookup } from '../../labels/mobile/mobile-scan-layout.tsx';
import { ScanLinks } from '../../labels/mobile/scan-links.tsx';
import { usePickBoxes, useProcessApplication, useRawMaterialBoxLocations } from '../raw-material-applications.api.ts';
import { useApplicationsAwaitingPicking } from './confirm-scan.api.ts';

// Scan: Warehouse Confirm (issue 14): pick an application waiting for the warehouse (processed 0), scan its raw
// material boxes (each confirmed by its raw material and KG), then Confirm: the boxes are picked and the application
// confirmed with the same calls as the desk Warehouse Confirm (warehouse-confirm-page.tsx).

const rawMaterialOf = (row: { rawMaterial: { rawMaterialCode: string; rawMaterialName: string } }) =>
  `${row.rawMaterial.rawMaterialCode} ${row.rawMaterial.rawMaterialName}`;

function ChooseApplication({ onChoose }: { onChoose: (row: TRawMaterialApplication) => void }) {
  const waiting = useApplicationsAwaitingPicking();
  const rows = waiting.data?.rows ?? [];
  return (
    <div style={{ maxWidth: 560, margin: '0 auto' }} data-testid="mobile-scan">
      <PageTitleOf url={MOBILE_SCAN_URLS.warehouseConfirm} />
      <ScanLinks current={MOBILE_SCAN_URLS.warehouseConfirm} />
      <Typography.Paragraph strong style={{ fontSize: 18 }} data-testid="scan-prompt">
        Choose an application to pick
      </Typography.Paragraph>
      {rows.length === 0 && !waiting.isFetching ? <Empty description="No application waits for picking." /> : null}
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        {rows.map((row) => (
          <Button
            key={row.applicationId}
            block
            size="large"
            onClick={() => onChoose(row)}
            style={{ height: 'auto', padding: '10px 16px', textAlign: 'left', whiteSpace: 'normal' }}
            data-testid="application-choice"
          >
            <div>
              <Typography.Text strong>{rawMaterialOf(row)}</Typography.Text>
              <br />
              {formatQuantity(row.applyQuantity)} KG applied · {employeeName(row.applyEmployee)}
              <br />
              {pickedText(row)}
            </div>
          </Button>
        ))}
      </Space>
    </div>
  );
}

/** Issue 30 §15: what was picked, in boxes and KG ('picked 1 box, 25 KG of 100 KG'). */
const pickedText = (row: TRawMaterialApplication) =>
  `Picked ${countOf(row.pickedBoxes, 'box')}, ${formatQuantity(row.pickedQuantity)} KG of ${formatQuantity(row.applyQuantity)} KG`;

/** Where a raw material box stands: its pallet, and the pallet's cell or temporary zone. */
function placeOfBox(box: TRawMaterialBox): string {
  const where = box.cell
    ? `${box.cell.shelf.shelfCode} ${box.cell.rowName}-${box.cell.colName}`
    : (box.tempzone?.zoneTypeNavigation.zoneTypeName ?? 'Not placed');
  return box.plate ? `${box.plate.plateCode} · ${where}` : where;
}

/** The raw material's boxes still in the warehouse, by place: where to go and how many boxes and KG wait there. */
function WhereToPick({ application, scanned }: { application: TRawMaterialApplication; scanned: TRawMaterialBox[] }) {
  const located = useRawMaterialBoxLocations(application.rawMaterialId);
  const places = useMemo(() => {
    const taken = new Set(scanned.map((b) => b.rawMaterialBoxId));
    const byPlace = new Map<string, TRawMaterialBox[]>();
    for (const box of located.data ?? []) {
      if (taken.has(box.rawMaterialBoxId) || box.exWarehouse !== RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse) continue;
      if (box.active !== RAW_MATERIAL_BOX_ACTIVE.Active) continue;
      const place = placeOfBox(box);
      byPlace.set(place, [...(byPlace.get(place) ?? []), box]);
    }
    return [...byPlace.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [located.data, scanned]);
  return (
    <Card size="small" title="Where the boxes are" loading={located.isLoading} data-testid="pick-places">
      {places.length === 0 ? (
        <Typography.Text type="secondary">No box of this raw material is in the warehouse.</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={places}
          renderItem={([place, boxes]) => (
            <List.Item key={place} data-testid="pick-place">
              <List.Item.Meta
                title={place}
                description={`${countOf(boxes.length, 'box')}, ${formatQuantity(boxes.reduce((sum, b) => sum + b.quantity, 0))} KG: ${boxes.map((b) => b.boxCode).join(', ')}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** Why a scanned raw material box cannot be picked for the application, as far as the phone can tell. */
function boxRefusal(application: TRawMaterialApplication, box: TRawMaterialBox, scanned: TRawMaterialBox[]) {
  if (scanned.some((b) => b.rawMaterialBoxId === box.rawMaterialBoxId)) return SCAN_MESSAGES.alreadyScanned;
  if (box.rawMaterialId !== application.rawMaterialId) return RAW_MATERIAL_APPLICATION_MESSAGES.boxOtherMaterial;
  if (box.active !== RAW_MATERIAL_BOX_ACTIVE.Active || box.exWarehouse !== RAW_MATERIAL_BOX_EX_WAREHOUSE.InWarehouse) {
    return RAW_MATERIAL_APPLICATION_MESSAGES.boxUnavailable;
  }
  return null;
}

function PickBoxes({ application, onDone }: { application: TRawMaterialApplication; onDone: () => void }) {
  const [boxes, setBoxes] = useState<TRawMaterialBox[]>([]);
  const [working, setWorking] = useState(false);
  const pick = usePickBoxes();
  const process = useProcessApplication();
  const scanner = useScanLookup((found) => {
    if (found.kind !== 'rawMaterialBox') return SCAN_MESSAGES.notARawMaterialBox;
    const refusal = boxRefusal(application, found.rawMaterialBox, boxes);
    if (!refusal) setBoxes((list) => [...list, found.rawMaterialBox]);
    return refusal;
  });
  const scannedKg = boxes.reduce((sum, box) => sum + box.quantity, 0);

  const confirm = async () => {
    if (boxes.length === 0 && application.pickedBoxes === 0) {
      scanner.setProblem(RAW_MATERIAL_APPLICATION_MESSAGES.setUpTable);
      return;
    }
    setWorking(true);
    try {
      // As the desk screen: picked quietly one by one; the first box someone else took first stops here.
      for (const box of boxes) {
        await pick.add.mutateAsync({
          applicationId: application.applicationId,
          rawMaterialBoxId: box.rawMaterialBoxId,
          quantity: box.quantity,
        });
        setBoxes((list) => list.filter((b) => b.rawMaterialBoxId !== box.rawMaterialBoxId));
      }
    } catch (error) {
      scanner.setProblem(apiErrorMessage(error));
      setWorking(false);
      return;
    }
    const confirmed = await succeeded(process.mutateAsync(application.applicationId));
    setWorking(false);
    if (confirmed) onDone();
  };

  return (
    <MobileScanLayout
      url={MOBILE_SCAN_URLS.warehouseConfirm}
      prompt={`Scan boxes of ${application.rawMaterial.rawMaterialCode}`}
      busy={scanner.busy || working}
      problem={scanner.problem}
      onScan={scanner.onScan}
      actions={
        <Space style={{ width: '100%' }} orientation="vertical">
          <Button type="primary" size="large" block loading={working} onClick={confirm} data-testid="scan-confirm">
            Confirm
          </Button>
          <Button size="large" block onClick={onDone}>
            Choose another application
          </Button>
        </Space>
      }
    >
      <Card size="small" title={rawMaterialOf(application)} data-testid="application-card">
        <Descriptions size="small" column={1}>
          <Descriptions.Item label="Applied for">{formatQuantity(application.applyQuantity)} KG</Descriptions.Item>
          <Descriptions.Item label="Apply Employee">{employeeName(application.applyEmployee)}</Descriptions.Item>
          <Descriptions.Item label="Picked before">
            {countOf(application.pickedBoxes, 'box')}, {formatQuantity(application.pickedQuantity)} KG
          </Descriptions.Item>
          <Descriptions.Item label="Scanned now">
            <span data-testid="scanned-kg">
              {countOf(boxes.length, 'box')}, {formatQuantity(scannedKg)} KG
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="Still to pick">
            <span data-testid="pick-remaining">
              {formatQuantity(Math.max(0, application.applyQuantity - application.pickedQuantity - scannedKg))} KG
            </span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <WhereToPick application={application} scanned={boxes} />
      {boxes.length > 0 ? (
        <List
          size="small"
          bordered
          dataSource={boxes}
          renderItem={(box) => (
            <List.Item
              key={box.rawMaterialBoxId}
              data-testid="scanned-raw-material-box"
              actions={[
                <Button
                  key="remove"
                  type="link"
                  danger
                  onClick={() => setBoxes((list) => list.filter((b) => b.rawMaterialBoxId !== box.rawMaterialBoxId))}
                >
                  Remove
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${box.rawMaterial.rawMaterialName} · ${formatQuantity(box.quantity)} KG`}
                description={`${box.boxCode}${box.plate ? ` on ${box.plate.plateCode}` : ''}`}
              />
            </List.Item>
          )}
        />
      ) : null}
    </MobileScanLayout>
  );
}

export default function WarehouseConfirmScanPage() {
  const [application, setApplication] = useState<TRawMaterialApplication | null>(null);
  return application ? (
    <PickBoxes key={application.applicationId} application={application} onDone={() => setApplication(null)} />
  ) : (
    <ChooseApplication onChoose={setApplication} />
  );
}
