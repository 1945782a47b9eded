import { MOBILE_SCAN_URLS, type TScanLookup } from '@packline/domain';
import { useState } from 'react';
import { MobileScanLayout, useScanLookup } from './mobile-scan-layout.tsx';
import { ScanResultCard } from './scan-cards.tsx';

// Scan: Lookup (issue 14): scan any box, pallet, cell or raw material box and read what it is, where it stands and
// what is on it.

export default function LookupScanPage() {
  const [found, setFound] = useState<TScanLookup | null>(null);
  const scanner = useScanLookup((result) => {
    setFound(result);
    return null;
  });
  return (
    <MobileScanLayout
      url={MOBILE_SCAN_URLS.lookup}
      prompt="Scan a box, pallet, cell or raw material box"
      busy={scanner.busy}
      problem={scanner.problem}
      onScan={(code) => {
        setFound(null);
        return scanner.onScan(code);
      }}
    >
      {found ? <ScanResultCard found={found} /> : null}
    </MobileScanLayout>
  );
}
