import type { CSSProperties } from 'react';
import type { ThemeConfig } from 'antd';

const BRAND = '#1f5fbf';

/** 4.9:1 on white: placeholders and "nothing here" texts people read, where antd's 25 % black gives 1.8:1. */
const READABLE_HINT = 'rgba(0, 0, 0, 0.56)';

/**
 * antd tags write a preset colour's 7th shade on its 1st. For these presets that is under WCAG AA's
 * 4.5:1 (green 3.4:1, gold 2.8:1); a darker shade of the same hue reaches it. The status colours,
 * used by `color="success"` and the like, get the same treatment.
 */
export const READABLE_TAG_TEXT = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  yellow7: '#876800',
  lime7: '#3f6600',
  cyan7: '#006d75',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorInfo: '#0958d9',
} as const;

/** antd's own font stack, named here so plain elements can set it without asking antd for its tokens. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";

/**
 * The theme's text style (colour, size, line height, font) for everything the app draws. Reading it
 * from antd's tokens (theme.useToken) derives them and writes antd's CSS variables into the page as
 * the first screen renders, before anything of antd's is on it.
 */
export const BODY_TEXT: CSSProperties = { color: 'rgba(0, 0, 0, 0.88)', fontSize: 14, lineHeight: 1.5714285714285714, fontFamily: FONT_FAMILY };

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
    colorTextPlaceholder: READABLE_HINT,
    // antd's red 5 (#ff4d4f) is 3.3:1 on white, on danger buttons and error messages alike; red 7 is 5.6:1.
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily: FONT_FAMILY,
  },
  components: {
    Tag: READABLE_TAG_TEXT,
    // Table's and List's empty texts are drawn in the disabled grey, but they are messages, not disabled
    // controls. A List draws its items inside a Spin, whose root sets the tokens afresh: Spin carries it.
    Table: { colorTextDisabled: READABLE_HINT },
    Spin: { colorTextDisabled: READABLE_HINT },
    // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1): it is underlined.
    Typography: { linkDecoration: 'underline' },
  },
};
