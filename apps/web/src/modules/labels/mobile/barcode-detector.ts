// The camera's barcode reader (issue 14): the browser's own BarcodeDetector where it has one, else the ZXing
// ponyfill (barcode-detector, WebAssembly), loaded only when the camera opens, with its .wasm served by our own
// server (never a CDN: the phones on the floor may reach only this server).

/** The part of the standard BarcodeDetector API the camera uses. */
export interface TBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
export type TBarcodeDetectorClass = new () => TBarcodeDetector;

/** Whether this browser can show a camera at all (the reader itself is always available). */
export const hasCamera = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

export async function loadBarcodeDetector(): Promise<TBarcodeDetectorClass> {
  const native = (globalThis as { BarcodeDetector?: TBarcodeDetectorClass }).BarcodeDetector;
  if (native) return native;
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return BarcodeDetector as unknown as TBarcodeDetectorClass;
}
