import { describe, expect, it } from 'vitest';
import { TEMP_ZONE_MESSAGES, ZMovePlateToTempZoneQuery, ZONE_TYPE, ZStoreBoxList } from './temp-zones.ts';
import { ZONE_TYPES } from './warehouse.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('temporary zones', () => {
  it('names the seeded zone types the calls are named after', () => {
    const named = Object.fromEntries(ZONE_TYPES.map((z) => [z.zoneTypeName, z.zoneTypeId]));
    expect(ZONE_TYPE).toEqual({
      Packaging: named['Packaging Area'],
      Picking: named['Picking Area'],
      Dispatching: named['Dispatching Area'],
      Holding: named['Holding Area'],
      Unloading: named['Unloading Zone'],
    });
  });

  it("asks for a pallet ('Please select a pallet firstly.') and a zone", () => {
    expect(firstMessage(ZMovePlateToTempZoneQuery.safeParse({ zoneTypeId: '2' }))).toBe(
      TEMP_ZONE_MESSAGES.selectPallet,
    );
    expect(firstMessage(ZMovePlateToTempZoneQuery.safeParse({ plateId: '', zoneTypeId: '2' }))).toBe(
      'Please select a pallet firstly.',
    );
    expect(firstMessage(ZMovePlateToTempZoneQuery.safeParse({ plateId: '7' }))).toBe(
      TEMP_ZONE_MESSAGES.zoneTypeRequired,
    );
    expect(ZMovePlateToTempZoneQuery.parse({ plateId: '7', zoneTypeId: '2' })).toEqual({ plateId: 7, zoneTypeId: 2 });
  });

  it("stores at least one box ('Please add boxes firstly.'), each once, with whole pieces above 0", () => {
    expect(firstMessage(ZStoreBoxList.safeParse([]))).toBe('Please add boxes firstly.');
    expect(
      firstMessage(
        ZStoreBoxList.safeParse([
          { boxId: 1, quantity: 5 },
          { boxId: 1, quantity: 6 },
        ]),
      ),
    ).toBe(TEMP_ZONE_MESSAGES.boxTwice);
    expect(ZStoreBoxList.safeParse([{ boxId: 1, quantity: 0 }]).success).toBe(false);
    expect(ZStoreBoxList.safeParse([{ boxId: 1, quantity: 2.5 }]).success).toBe(false);
    expect(ZStoreBoxList.parse([{ boxId: 1, quantity: 5 }])).toEqual([{ boxId: 1, quantity: 5 }]);
  });
});
