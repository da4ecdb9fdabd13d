import { describe, expect, it } from "vitest";
import { criticalCss } from "./critical-css";

const cut = (css: string, html: string) => criticalCss(css)(html);

describe("criticalCss", () => {
  it("keeps the rules whose classes are all in the page, and every rule that names no class", () => {
    const css =
      "*,:after{box-sizing:border-box}:root{--a:1}.flex{display:flex}.grid{display:grid}.flex.gap-2{gap:2px}";
    expect(cut(css, '<div class="flex">')).toBe(
      "*,:after{box-sizing:border-box}:root{--a:1}.flex{display:flex}",
    );
    expect(cut(css, '<div class="flex gap-2">')).toContain(".flex.gap-2{gap:2px}");
  });

  it("reads Tailwind's escaped class names and the page's escaped attributes", () => {
    const css =
      ".md\\:flex{display:flex}.w-1\\/2{width:50%}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.\\32 xl\\:p-0{padding:0}.px-1\\.5{padding:1px}";
    const html = '<p class="md:flex w-1/2 [&amp;_svg]:size-4 2xl:p-0 px-1.5">';
    expect(cut(css, html)).toBe(css);
    expect(cut(css, '<p class="flex">')).toBe("");
  });

  it("keeps a group's media, support and layer blocks only around kept rules, and statements as they are", () => {
    const css =
      "@layer theme,utilities;@layer utilities{.flex{display:flex}@media (width>=40rem){.sm\\:grid{display:grid}}@supports (color:red){.hidden{display:none}}}";
    expect(cut(css, '<div class="flex">')).toBe(
      "@layer theme,utilities;@layer utilities{.flex{display:flex}}",
    );
    expect(cut(css, '<div class="sm:grid">')).toBe(
      "@layer theme,utilities;@layer utilities{@media (width>=40rem){.sm\\:grid{display:grid}}}",
    );
  });

  it("keeps fonts, keyframes and properties whole", () => {
    const css =
      '@font-face{font-family:Inter;src:url(/a.woff2)format("woff2")}@keyframes spin{to{transform:rotate(1turn)}}@property --x{syntax:"*";inherits:false}';
    expect(cut(css, "<div>")).toBe(css);
  });

  it("needs the classes outside :not() and outside an :is() of alternatives, and those of a single :is()", () => {
    const css =
      ".btn:not(.active){opacity:.5}.peer-checked\\:x:is(:where(.peer):checked~*){color:red}.dark\\:y:is(.dark *){color:#000}:is(.a,.b) .c{color:blue}";
    expect(cut(css, '<b class="btn">')).toBe(".btn:not(.active){opacity:.5}");
    expect(cut(css, '<b class="peer-checked:x">')).toBe("");
    expect(cut(css, '<i class="peer"></i><b class="peer-checked:x">')).toBe(
      ".peer-checked\\:x:is(:where(.peer):checked~*){color:red}",
    );
    expect(cut(css, '<b class="dark:y">')).toBe("");
    expect(cut(css, '<b class="c">')).toBe(":is(.a,.b) .c{color:blue}");
  });

  it("keeps a rule for any of its selectors, and skips strings and comments", () => {
    const css = '/*! licence {x} */.a,.b{color:red}.c[data-x=".d"]{content:"}"}.e{color:blue}';
    expect(cut(css, '<b class="b">')).toBe(".a,.b{color:red}");
    expect(cut(css, '<b class="c">')).toBe('.c[data-x=".d"]{content:"}"}');
    expect(cut(css, '<b class="e">')).toBe(".e{color:blue}");
  });
});
