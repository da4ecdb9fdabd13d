import { THEME_FONTS, type ThemeFont } from "@/shared/constants";
import { Label } from "@/web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { isThemeFont } from "@/web/lib/fonts";
import { useT } from "@/web/lib/i18n";

/** One of the eight theme fonts. */
export function FontSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: ThemeFont) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(next) => isThemeFont(next) && onChange(next)}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={t("Choose a font")} />
        </SelectTrigger>
        <SelectContent>
          {THEME_FONTS.map((font) => (
            <SelectItem key={font} value={font}>
              {font}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
