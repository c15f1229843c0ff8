import type { ThemeConfig } from 'antd';

const BRAND = '#1f5fbf';

/**
 * Keep BRAND equal to the theme-color in index.html. antd's default secondary and description
 * greys (45 % black) fall below WCAG AA contrast on white; these are darker.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND,
    colorLink: BRAND,
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
  },
};
