import { Grid } from 'antd';

/** Below antd's `md` breakpoint (768 px): the header's menu folds into a drawer and Home offers the scan screens. */
export function usePhone(): boolean {
  // Before the first measure the breakpoints are unknown ({}): that counts as a desk, so a desk never flashes.
  return Grid.useBreakpoint().md === false;
}
