import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = path.resolve("scripts/i18n.mjs");
const TRANSLATED = ["es", "fr", "de", "pt", "it", "ar"];

let project: string | undefined;
afterEach(async () => {
  if (project) await rm(project, { recursive: true, force: true });
  project = undefined;
});

/** A small project: `files` under src/, and each language's catalog. */
async function makeProject(files: Record<string, string>, catalog: Record<string, string>) {
  project = await mkdtemp(path.join(tmpdir(), "seatwise-i18n-"));
  for (const [file, source] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(project, "src", file)), { recursive: true });
    await writeFile(path.join(project, "src", file), source);
  }
  for (const locale of TRANSLATED) {
    const dir = path.join(project, "src/shared/i18n/catalogs", locale);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "app.json"), JSON.stringify(catalog));
  }
  return project;
}

async function check(root: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, "check", "--root", root]);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: failed.stdout + failed.stderr };
  }
}

const GREETING = `export function Greeting({ count }: { count: number }) {
  const t = useT();
  return <p title={t("Hello")}>{t("{count, plural, one {# guest} other {# guests}}", { count })}</p>;
}
`;
const FULL = {
  Hello: "Hola",
  "{count, plural, one {# guest} other {# guests}}": "{count, plural, one {# invitado} other {# invitados}}",
};

describe("the catalog check (scripts/i18n.mjs)", () => {
  it("passes when every text goes through the layer and every language has it, and compiles each language", async () => {
    const root = await makeProject({ "web/greeting.tsx": GREETING }, FULL);
    const result = await check(root);
    expect(result.output).toContain("2 messages");
    expect(result.ok).toBe(true);
    const compiled = await readFile(path.join(root, "src/shared/i18n/compiled/es.js"), "utf8");
    expect(compiled).toContain("invitados");
  });

  it("fails on a text shown outside the layer, naming the file and line", async () => {
    const root = await makeProject(
      {
        "web/greeting.tsx": `${GREETING}export const Other = () => <button aria-label="Close">Add guest</button>;\n`,
      },
      FULL,
    );
    const result = await check(root);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('web/greeting.tsx:5: text outside the message layer: "Add guest"');
    expect(result.output).toContain('aria-label outside the message layer: "Close"');
  });

  it("fails on a message missing from a shipped language", async () => {
    const root = await makeProject({ "web/greeting.tsx": GREETING }, { Hello: "Hola" });
    const result = await check(root);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/ar: missing "\{count, plural/);
  });

  it("fails on a translation whose placeholders differ, and on a message built from a template literal", async () => {
    const root = await makeProject(
      {
        "web/greeting.tsx": GREETING,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a file the check reads.
        "shared/messages.ts": "export const M = (n: number) => t(`Table ${n} is full`);\n",
      },
      { ...FULL, "{count, plural, one {# guest} other {# guests}}": "{total} invitados" },
    );
    const result = await check(root);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("has placeholders {total}, the English {count}");
    expect(result.output).toContain("a message built from a template literal");
  });

  it("leaves out a line marked i18n-ignore and the product's name", async () => {
    const root = await makeProject(
      {
        "web/greeting.tsx": `${GREETING}export const Brand = () => <b>Seatwise</b>;\n// i18n-ignore\nexport const Css = () => <i title="grid-cols-2">x</i>;\n`,
      },
      FULL,
    );
    expect((await check(root)).ok).toBe(true);
  });

  it("puts shared code's messages in the parts of the app that import it", async () => {
    const root = await makeProject(
      {
        "shared/guest-schema.ts":
          'import { msg } from "./i18n/messages";\nexport const NAME = msg("Only the list");\n',
        "shared/everywhere.ts":
          'import { msg } from "./i18n/messages";\nexport const BOTH = msg("Everywhere");\n',
        "shared/mail.ts":
          'import { msg } from "./i18n/messages";\nexport const SUBJECT = msg("Server only");\n',
        "shared/unused.ts": 'import { msg } from "./i18n/messages";\nexport const LOST = msg("Nobody");\n',
        // Through another shared file, and beside a type-only import from another part.
        "shared/guest-form.ts": 'export { NAME } from "./guest-schema";\n',
        "web/features/guests/list.tsx":
          'import { NAME } from "@/shared/guest-form";\nimport { BOTH } from "../../../shared/everywhere";\nexport const List = () => <p>{NAME}{BOTH}</p>;\n',
        "web/features/print/sheet.tsx":
          'import type { NAME } from "@/shared/guest-schema";\nexport type Name = typeof NAME;\n',
        "web/app/shell.tsx":
          'import { BOTH } from "@/shared/everywhere";\nexport const Shell = () => <p>{BOTH}</p>;\n',
        "server/mail.ts": 'import { SUBJECT } from "@/shared/mail";\nexport const subject = () => SUBJECT;\n',
      },
      {
        "Only the list": "Solo la lista",
        Everywhere: "En todas partes",
        "Server only": "Solo el servidor",
        Nobody: "Nadie",
      },
    );
    const result = await check(root);
    expect(result.ok).toBe(true);
    const compiled = (name: string) =>
      readFile(path.join(root, "src/shared/i18n/compiled", `${name}.js`), "utf8");
    const core = await compiled("web/es");
    const guests = await compiled("web/es-guests");
    expect(guests).toContain("Solo la lista");
    expect(core).not.toContain("Solo la lista");
    expect(await compiled("web/es-print")).not.toContain("Solo la lista");
    expect(core).toContain("En todas partes"); // the shell and the guest list: the core
    expect(guests).not.toContain("En todas partes");
    expect(core).toContain("Nadie"); // imported by none of the app: kept in the core
    expect(core + guests).not.toContain("Solo el servidor"); // the server's alone
    expect(await compiled("es")).toContain("Solo el servidor");
  });
});
