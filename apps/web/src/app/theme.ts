import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // Filled badges and buttons pick black or white text by contrast instead of always white.
  autoContrast: true,
});

/**
 * Colours that reach WCAG AA (4.5:1) where Mantine's defaults do not: dimmed text, links, the
 * text of light badges and alerts on their tinted backgrounds, in both schemes, and in the light
 * scheme filled and outline badges and buttons (shade 6 under white text reads 3:1 or less).
 * The light-scheme values are each palette's darkest shade, darkened further where even that
 * falls short on its 10 % tint (so white text on them reads at least 5:1); the dark-scheme ones
 * are shade 3.
 */
const LIGHT_VARIANT_TEXT: Record<string, readonly [light: string, dark: string]> = {
  gray: ['#495057', '#dee2e6'],
  red: ['#c92a2a', '#ffa8a8'],
  pink: ['#a61e4d', '#faa2c1'],
  grape: ['#862e9c', '#e599f7'],
  violet: ['#5f3dc4', '#b197fc'],
  indigo: ['#364fc7', '#91a7ff'],
  blue: ['#1864ab', '#74c0fc'],
  cyan: ['#0b7285', '#66d9e8'],
  teal: ['#087a57', '#63e6be'],
  green: ['#277c38', '#8ce99a'],
  lime: ['#4b790b', '#c0eb75'],
  yellow: ['#a65600', '#ffe066'],
  orange: ['#b83c0c', '#ffc078'],
};

function lightVariantText(scheme: 0 | 1): Record<string, string> {
  return Object.fromEntries(
    Object.entries(LIGHT_VARIANT_TEXT).map(([color, shades]) => [
      `--mantine-color-${color}-light-color`,
      shades[scheme],
    ]),
  );
}

/**
 * Colours whose shade 6 is dark enough that `autoContrast` puts white text on it (luminance up to
 * Mantine's threshold, 0.3), where white reads under 4.5:1. The others get black text, which
 * reads 8:1 or more on their shade 6, so their fills stay as they are.
 */
const WHITE_TEXT_FILLS = new Set(['gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue']);

/** Light scheme: those fills and every outline in the same dark shades, hover a little darker. */
function strongerFills(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(LIGHT_VARIANT_TEXT).flatMap(([color, [shade]]) => [
      [`--mantine-color-${color}-outline`, shade],
      ...(WHITE_TEXT_FILLS.has(color)
        ? [
            [`--mantine-color-${color}-filled`, shade],
            [`--mantine-color-${color}-filled-hover`, `color-mix(in srgb, ${shade} 85%, black)`],
          ]
        : []),
    ]),
  );
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-anchor': '#3b5bdb',
    ...lightVariantText(0),
    ...strongerFills(),
  },
  dark: {
    '--mantine-color-dimmed': '#a6a7ab',
    '--mantine-color-anchor': '#91a7ff',
    ...lightVariantText(1),
  },
});
