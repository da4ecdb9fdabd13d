import { type CSSProperties, useEffect } from "react";
import type { CustomThemeInput } from "@/shared/theme";
import { fontFamily, loadThemeFont } from "./fonts";

/** What a page needs to wear a theme: three colours and two fonts. */
export interface AppliedTheme {
  primary: string;
  secondary: string;
  accent: string;
  headingFont: string;
  bodyFont: string;
}

/** A saved or edited custom theme as the page wears it. */
export function appliedTheme(theme: CustomThemeInput): AppliedTheme {
  return {
    primary: theme.primaryColor,
    secondary: theme.secondaryColor,
    accent: theme.tertiaryColor,
    headingFont: theme.headingFont,
    bodyFont: theme.bodyFont,
  };
}

/** The theme as CSS variables, for a `style` prop: --theme-primary, --theme-secondary, --theme-accent,
 * --theme-heading-font and --theme-body-font. */
export function themeStyle(theme: AppliedTheme): CSSProperties {
  return {
    "--theme-primary": theme.primary,
    "--theme-secondary": theme.secondary,
    "--theme-accent": theme.accent,
    "--theme-heading-font": fontFamily(theme.headingFont),
    "--theme-body-font": fontFamily(theme.bodyFont),
  } as CSSProperties;
}

/** Loads the theme's fonts whenever they change. */
export function useThemeFonts(theme: Pick<AppliedTheme, "headingFont" | "bodyFont">): void {
  useEffect(() => {
    void loadThemeFont(theme.headingFont);
    void loadThemeFont(theme.bodyFont);
  }, [theme.headingFont, theme.bodyFont]);
}
