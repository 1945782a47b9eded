import { type TScanLookup, ZScanLookup } from '@packline/domain';
import { apiGet } from '../../../api/client.ts';

// The scan lookup every phone screen starts from (issue 14). The moves live with what they move:
// pallets/mobile/pallet-scan.api.ts (pallets and boxes), raw-materials/mobile/confirm-scan.api.ts (picking).

/**
 * What a scanned code names (GET Scan/Lookup). Quiet: a phone shows a code that names nothing beside the scan field
 * instead of the Error! dialog, so the next scan can follow at once.
 */
export function lookUpCode(code: string): Promise<TScanLookup> {
  return apiGet(ZScanLookup, '/Scan/Lookup', { code }, { silent: true });
}
