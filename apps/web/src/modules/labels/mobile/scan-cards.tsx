import {
  formatQuantity,
  summariseBoxes,
  type TBox,
  type TCell,
  type TPallet,
  type TRawMaterialBox,
  type TScanLookup,
} from '@packline/domain';
import { Card, Descriptions, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

// What a scan found, as a phone shows it: the name of the thing first (product code, pallet code, raw material), then
// where it stands and what is on it. Each scan is confirmed by what it names, never by where it is alone.

/** Where a pallet stands: its shelf cell, its temporary zone, or nowhere yet. */
export const placeOfPallet = (pallet: TPallet) => pallet.position || 'Not placed';

function placeOfRawMaterialBox(box: TRawMaterialBox): string {
  if (box.cell) return `${box.cell.shelf.shelfCode} ${box.cell.rowName}-${box.cell.colName}`;
  return box.tempzone?.zoneTypeNavigation.zoneTypeName ?? 'Not placed';
}

function ScanCard({
  kind,
  title,
  children,
  testId,
}: {
  kind: string;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card
      size="small"
      title={
        <span>
          <Tag color="blue" style={{ marginInlineEnd: 8 }}>
            {kind}
          </Tag>
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="scan-card-title">
            {title}
          </Typography.Text>
        </span>
      }
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

/** What is on a pallet, product by product: "CUP8 8oz cup · 3 boxes · 3,000". */
export function PalletContents({
  boxes,
  rawMaterialBoxes = [],
}: {
  boxes: TBox[];
  rawMaterialBoxes?: TRawMaterialBox[];
}) {
  const lines = [
    ...summariseBoxes(boxes).map((line) => ({
      key: `p-${line.productCode}`,
      name: `${line.productCode} ${line.productName}`,
      detail: `${line.boxes} ${line.boxes === 1 ? 'box' : 'boxes'} · ${formatQuantity(line.quantity)}`,
    })),
    ...rawMaterialBoxes.map((box) => ({
      key: `r-${box.rawMaterialBoxId}`,
      name: `${box.rawMaterial.rawMaterialCode} ${box.rawMaterial.rawMaterialName}`,
      detail: `${box.boxCode} · ${formatQuantity(box.quantity)} KG`,
    })),
  ];
  if (lines.length === 0) return <Typography.Text type="secondary">Nothing on it.</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={lines}
      renderItem={(line) => (
        <List.Item key={line.key} data-testid="pallet-line">
          <Typography.Text strong>{line.name}</Typography.Text>
          <Typography.Text>{line.detail}</Typography.Text>
        </List.Item>
      )}
    />
  );
}

export function PalletCard({
  pallet,
  boxes,
  rawMaterialBoxes,
}: {
  pallet: TPallet;
  boxes: TBox[];
  rawMaterialBoxes?: TRawMaterialBox[];
}) {
  return (
    <ScanCard kind="Pallet" title={pallet.plateCodeWithNote} testId="pallet-card">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Where">
          <span data-testid="pallet-place">{placeOfPallet(pallet)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Type">{pallet.plateType.plateTypeName}</Descriptions.Item>
      </Descriptions>
      <PalletContents boxes={boxes} rawMaterialBoxes={rawMaterialBoxes} />
    </ScanCard>
  );
}

export function BoxCard({ box, pallet }: { box: TBox; pallet: TPallet | null }) {
  return (
    <ScanCard kind="Box" title={`${box.product.productCode} ${box.product.productName}`} testId="box-card">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Barcode">{box.barCode}</Descriptions.Item>
        <Descriptions.Item label="Quantity">{formatQuantity(box.quantity)}</Descriptions.Item>
        <Descriptions.Item label="Status">{box.statusName}</Descriptions.Item>
        <Descriptions.Item label="Pallet">{box.palletCode ?? 'On no pallet'}</Descriptions.Item>
        {pallet ? (
          <Descriptions.Item label="Where">
            <span data-testid="box-place">{placeOfPallet(pallet)}</span>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </ScanCard>
  );
}

export function CellCard({
  cell,
  pallet,
  boxes,
  rawMaterialBoxes,
}: {
  cell: TCell;
  pallet: TPallet | null;
  boxes: TBox[];
  rawMaterialBoxes: TRawMaterialBox[];
}) {
  return (
    <ScanCard kind="Cell" title={cell.code} testId="cell-card">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Shelf">
          {cell.shelfCode} {cell.rowName}-{cell.colName}
        </Descriptions.Item>
        {cell.active === 1 ? null : <Descriptions.Item label="State">Inactive</Descriptions.Item>}
        <Descriptions.Item label="Pallet">{pallet ? pallet.plateCode : 'Empty'}</Descriptions.Item>
      </Descriptions>
      {pallet ? <PalletContents boxes={boxes} rawMaterialBoxes={rawMaterialBoxes} /> : null}
    </ScanCard>
  );
}

export function RawMaterialBoxCard({ box }: { box: TRawMaterialBox }) {
  return (
    <ScanCard
      kind="Raw material box"
      title={`${box.rawMaterial.rawMaterialCode} ${box.rawMaterial.rawMaterialName}`}
      testId="raw-material-box-card"
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Box">{box.boxCode}</Descriptions.Item>
        <Descriptions.Item label="Quantity">{formatQuantity(box.quantity)} KG</Descriptions.Item>
        {box.poNumber ? <Descriptions.Item label="PO">{box.poNumber}</Descriptions.Item> : null}
        <Descriptions.Item label="Pallet">{box.plate?.plateCode ?? 'On no pallet'}</Descriptions.Item>
        <Descriptions.Item label="Where">{placeOfRawMaterialBox(box)}</Descriptions.Item>
      </Descriptions>
    </ScanCard>
  );
}

/** Whatever the scan named. */
export function ScanResultCard({ found }: { found: TScanLookup }) {
  switch (found.kind) {
    case 'box':
      return <BoxCard box={found.box} pallet={found.pallet} />;
    case 'pallet':
      return <PalletCard pallet={found.pallet} boxes={found.boxes} rawMaterialBoxes={found.rawMaterialBoxes} />;
    case 'cell':
      return (
        <CellCard
          cell={found.cell}
          pallet={found.pallet}
          boxes={found.boxes}
          rawMaterialBoxes={found.rawMaterialBoxes}
        />
      );
    case 'rawMaterialBox':
      return <RawMaterialBoxCard box={found.rawMaterialBox} />;
  }
}
