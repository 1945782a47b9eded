import { formatCount, TEMP_ZONE_MESSAGES, type TPallet } from '@packline/domain';
import { Button, Card, Descriptions, Input, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { showErrorDialog } from '../../api/api-feedback.ts';
import { succeeded } from '../../api/failures.ts';
import { PageTitleOf } from '../../ui/page-title.tsx';
import { usePallet } from './pallet-boxes.api.ts';
import { PalletSelect } from './pallet-select.tsx';
import { findPalletByCode } from './temp-zones.api.ts';
import { PalletBoxesTable, placeOfPallet, usePalletMoves } from './temporary-zone-dialogs.tsx';

// spec 02 §2 Relocate Pallet: pick a pallet (by its code, or scan it), see where it stands and its boxes, and move it
// to a free shelf cell or a temporary zone. A move needs a pallet ('Please select a pallet firstly.'); an unknown
// code is 'No pallet information.' (the server's answer to Plate/GetPlateByPlateCode).

export default function RelocatePalletPage() {
  // Issue 30 §13: the map's shelf dialog opens this screen with its pallet chosen (?plateId=).
  const [searchParams] = useSearchParams();
  const [plateId, setPlateId] = useState<number | null>(() => Number(searchParams.get('plateId')) || null);
  const [code, setCode] = useState('');
  const pallet = usePallet(plateId);
  const moves = usePalletMoves();

  const scan = async (typed: string) => {
    const text = typed.trim();
    if (!text) return;
    await succeeded(
      findPalletByCode(text).then((found) => {
        setPlateId(found.plateId);
        setCode('');
      }),
    );
  };
  const move = (to: (pallet: TPallet) => void) => () => {
    if (plateId === null || !pallet) {
      showErrorDialog(TEMP_ZONE_MESSAGES.selectPallet, null);
      return;
    }
    to(pallet);
  };

  return (
    <>
      <PageTitleOf url="/relocate-pallet" />
      <Space wrap style={{ marginBottom: 16 }}>
        <PalletSelect
          value={plateId}
          onChange={setPlateId}
          allowClear
          placeholder="Pallet code"
          testId="relocate-pallet-select"
          style={{ width: 300 }}
        />
        <Space.Compact>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onPressEnter={() => scan(code)}
            placeholder="Scan or type a pallet code"
            style={{ width: 240 }}
            data-testid="relocate-pallet-code"
          />
          <Button onClick={() => scan(code)} data-testid="relocate-pallet-find">
            Find
          </Button>
        </Space.Compact>
        <Button type="primary" onClick={move(moves.toShelf)} data-testid="relocate-move-shelf">
          Move to Shelf
        </Button>
        <Button onClick={move(moves.toZone)} data-testid="relocate-move-zone">
          Move to Tempzone
        </Button>
      </Space>
      <Card size="small" style={{ marginBottom: 16 }}>
        {pallet ? (
          <Descriptions size="small" column={4} data-testid="relocate-pallet-info">
            <Descriptions.Item label="Pallet">{pallet.plateCodeWithNote}</Descriptions.Item>
            <Descriptions.Item label="Pallet Type">{pallet.plateType.plateTypeName}</Descriptions.Item>
            <Descriptions.Item label="Where">
              <span data-testid="relocate-pallet-where">{placeOfPallet(pallet)}</span>
            </Descriptions.Item>
            <Descriptions.Item label="Boxes">
              <span data-testid="relocate-pallet-box-count">{formatCount(pallet.boxCount)}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          TEMP_ZONE_MESSAGES.selectPallet
        )}
      </Card>
      <PalletBoxesTable plateId={plateId} testId="relocate-pallet-boxes" />
      {moves.dialogs}
    </>
  );
}
