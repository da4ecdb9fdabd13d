import MarkdownIt from "markdown-it";

/**
 * The one Markdown renderer (blog posts and the editor's live preview). Raw HTML in the source is not
 * rendered but shown as text (`html: false`), so `<script>` or `<img onerror>` never become elements;
 * markdown-it's link check drops `javascript:`, `vbscript:`, `file:` and non-image `data:` addresses.
 * Every link gets rel="noopener"; links to other sites open in a new tab.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.attrSet("rel", "noopener");
  if (/^https?:\/\//i.test(String(token.attrGet("href") ?? ""))) token.attrSet("target", "_blank");
  return self.renderToken(tokens, index, options);
};

/** Markdown to safe HTML for `dangerouslySetInnerHTML`. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
