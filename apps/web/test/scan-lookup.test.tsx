import { SCAN_MESSAGES, type TScanLookup } from '@packline/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScanLookup } from '../src/modules/labels/mobile/mobile-scan-layout.tsx';

// The state of every phone scan screen (useScanLookup): a scan is busy while the code is looked up, then either the
// screen takes what was found, or the screen's refusal, or the server's, shows under the scan field.
// (Kept here while the warehouse modules are split, issue 32; it belongs beside mobile-scan-layout.tsx.)

/** The Scan/Lookup endpoint answers `reply` for every code (status 200), or refuses with `refusal` (404). */
function answerLookups(reply: { found?: unknown; refusal?: string }) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}?code=${url.searchParams.get('code')}`);
      const body = reply.refusal
        ? { success: false, data: null, errorMessage: { messageType: 'error', message: reply.refusal } }
        : { success: true, data: reply.found, errorMessage: null };
      return new Response(JSON.stringify(body), { status: reply.refusal ? 404 : 200 });
    }),
  );
  return asked;
}

const PALLET = { kind: 'pallet', pallet: { plateId: 4, plateCode: 'P0004' }, boxes: [], rawMaterialBoxes: [] };

describe('useScanLookup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  // The fake lookups are not whole pallets; the development build's reply check would say so on the console.
  const quietReplyCheck = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('is busy while the code is looked up, then hands what was found to the screen', async () => {
    quietReplyCheck();
    const asked = answerLookups({ found: PALLET });
    const onFound = vi.fn((_found: TScanLookup, _code: string) => null);
    const { result } = renderHook(() => useScanLookup(onFound));
    expect(result.current.busy).toBe(false);
    let scan: Promise<void> = Promise.resolve();
    act(() => {
      scan = result.current.onScan('P0004');
    });
    expect(result.current.busy).toBe(true);
    await act(() => scan);
    expect(asked).toEqual(['/api/Scan/Lookup?code=P0004']);
    expect(onFound).toHaveBeenCalledWith(PALLET, 'P0004');
    expect(result.current.busy).toBe(false);
    expect(result.current.problem).toBeNull();
  });

  it("shows the screen's refusal, and clears it at the next scan", async () => {
    quietReplyCheck();
    answerLookups({ found: PALLET });
    let refusal: string | null = SCAN_MESSAGES.notABox;
    const { result } = renderHook(() => useScanLookup(() => refusal));
    await act(() => result.current.onScan('P0004'));
    expect(result.current.problem).toBe(SCAN_MESSAGES.notABox);
    refusal = null;
    await act(() => result.current.onScan('P0004'));
    expect(result.current.problem).toBeNull();
  });

  it("shows the server's message for a code it does not know", async () => {
    answerLookups({ refusal: 'Nothing has this code.' });
    const onFound = vi.fn(() => null);
    const { result } = renderHook(() => useScanLookup(onFound));
    await act(() => result.current.onScan('NOPE'));
    expect(onFound).not.toHaveBeenCalled();
    expect(result.current.problem).toBe('Nothing has this code.');
    expect(result.current.busy).toBe(false);
  });
});
