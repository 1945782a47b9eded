import type { ThemeConfig } from 'antd';

/** A calm teal: the brand colour of the shell and of antd's primary actions. */
export const BRAND_COLOR = '#1f6f78';

/** Someone who asked their system for less motion gets dialogs, menus and tabs without animations. */
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const THEME: ThemeConfig = {
  token: { colorPrimary: BRAND_COLOR, colorLink: BRAND_COLOR, borderRadius: 6, motion: !prefersReducedMotion },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', bodyBg: '#f4f7f7', footerBg: '#f4f7f7' },
  },
};
