import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings, emphasis, lists and links", () => {
    const html = renderMarkdown("## Tables\n\n- **Round** seats 8\n- [Guide](https://example.com/guide)");
    expect(html).toContain("<h2>Tables</h2>");
    expect(html).toContain("<strong>Round</strong>");
    expect(html).toContain('<a href="https://example.com/guide" rel="noopener" target="_blank">Guide</a>');
  });

  it("keeps a link within the site in the same tab", () => {
    expect(renderMarkdown("[Pricing](/pricing)")).toContain('<a href="/pricing" rel="noopener">Pricing</a>');
  });

  it.each([
    ["<script>alert(1)</script>", "<script"],
    ['<img src=x onerror="alert(1)">', "<img"],
    ['<a href="https://evil.example" onclick="alert(1)">x</a>', 'onclick="alert'],
    ["<iframe src=//evil.example></iframe>", "<iframe"],
  ])("shows raw HTML %s as text, never as an element", (source, element) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain(element);
    expect(html).toContain("&lt;");
  });

  it.each([
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](vbscript:msgbox(1))",
    "[click](data:text/html;base64,PHNjcmlwdD4=)",
    "![x](javascript:alert(1))",
  ])("drops the dangerous address of %s", (source) => {
    const html = renderMarkdown(source);
    expect(html.toLowerCase()).not.toMatch(/href="(javascript|vbscript|data)|src="javascript/);
  });

  it("does not let an image's title or alt break out of its attribute", () => {
    const html = renderMarkdown('![a" onerror="alert(1)](/x.png "t\\" onload=\\"alert(2)")');
    // An attribute of its own would follow a closing quote; inside the value the quotes are escaped.
    expect(html).not.toMatch(/"\s+on(error|load)=/);
    expect(html).toContain("&quot;");
  });
});
