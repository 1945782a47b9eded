import { formatUnitPrice, QUOTATION_MESSAGES, type TPublicQuotation } from '@packline/domain';
import { Card, Flex, Form, Radio, Typography } from 'antd';
import type { ReactNode } from 'react';

// The lines of the public quote, grouped by price group: a base product quoted at several prices is one group whose
// lines are the customer's options (spec 01 §5: 'Please select!' until one is chosen).

export type TPublicQuoteLine = TPublicQuotation['quotationItem'][number];

export interface TPriceGroup {
  /** The form field key of the group's choice. */
  key: string;
  lines: TPublicQuoteLine[];
}

/** Lines grouped by base product (a product line is a group of its own product), in the order they are quoted. */
export function priceGroups(lines: readonly TPublicQuoteLine[]): TPriceGroup[] {
  const groups = new Map<string, TPublicQuoteLine[]>();
  for (const line of lines) {
    const key = line.baseProductId ? `b${line.baseProductId}` : `p${line.productId ?? line.quotationItemId}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups].map(([key, grouped]) => ({ key, lines: grouped }));
}

/** The chosen line of every group: the single line, else the one picked in the form (undefined when none). */
export function chosenLines(groups: readonly TPriceGroup[], choice: Record<string, number | undefined>) {
  return groups.map((group) => (group.lines.length === 1 ? group.lines[0]?.quotationItemId : choice[group.key]));
}

/** The lines the customer chose when they accepted, as the form's initial choice. */
export function initialChoice(groups: readonly TPriceGroup[]): Record<string, number> {
  const choice: Record<string, number> = {};
  for (const group of groups) {
    const chosen = group.lines.find((line) => line.custChosen === 1);
    if (group.lines.length > 1 && chosen) choice[group.key] = chosen.quotationItemId;
  }
  return choice;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <span>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {children}
    </span>
  );
}

/** One quoted line: what it is, its packing and MOQ, and the price per carton (3 decimals, spec 01 §9). */
function QuoteLine({ line }: { line: TPublicQuoteLine }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text strong>
        {line.productCode} {line.productName}
      </Typography.Text>
      {line.itemDesc && <Typography.Text>{line.itemDesc}</Typography.Text>}
      {line.rawmaterialDesc && <Typography.Text type="secondary">{line.rawmaterialDesc}</Typography.Text>}
      <Flex wrap gap="4px 16px">
        <Fact label="Sleeve/Pkt">{line.sleevePkt}</Fact>
        <Fact label="Sleeve Qty">{line.sleeveQty}</Fact>
        <Fact label="Carton Qty">{line.cartonQuantity}</Fact>
        <Fact label="Quantity">{line.notes}</Fact>
        <Fact label="MOQ">{line.notes2}</Fact>
        <Fact label="Price / Carton">
          <Typography.Text strong>${formatUnitPrice(line.price)}</Typography.Text>
        </Fact>
      </Flex>
    </Flex>
  );
}

/** The groups as cards; a group with several lines asks for one (field ['choice', key] of the accept form). */
export function PublicQuoteItems({ groups, disabled }: { groups: readonly TPriceGroup[]; disabled: boolean }) {
  return (
    <Flex vertical gap={12}>
      {groups.map((group, index) => {
        const n = index + 1;
        const options = group.lines.length > 1;
        return (
          <Card
            key={group.key}
            size="small"
            title={options ? `${group.lines[0]?.productName ?? ''}: please choose one option` : undefined}
            data-testid={`public-quote-group-${n}`}
          >
            {options ? (
              <Form.Item
                name={['choice', group.key]}
                rules={[{ required: true, message: QUOTATION_MESSAGES.select }]}
                style={{ marginBottom: 0 }}
              >
                <Radio.Group disabled={disabled} style={{ width: '100%' }}>
                  <Flex vertical gap={12}>
                    {group.lines.map((line, lineIndex) => (
                      <Radio
                        key={line.quotationItemId}
                        value={line.quotationItemId}
                        data-testid={`public-quote-group-${n}-option-${lineIndex + 1}`}
                      >
                        <QuoteLine line={line} />
                      </Radio>
                    ))}
                  </Flex>
                </Radio.Group>
              </Form.Item>
            ) : (
              group.lines[0] && <QuoteLine line={group.lines[0]} />
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
