#!/usr/bin/env node
// The message catalogs' build and check (Lingui's compiler; docs/decisions/019-i18n.md).
//
//   node scripts/i18n.mjs compile   writes src/shared/i18n/compiled/ (git-ignored): {locale}.js, every
//                                   message compiled once, English filling any gap, for the server; and
//                                   web/{locale}.js plus web/{locale}-{part}.js, the browser's parts
//   node scripts/i18n.mjs check     fails on a text shown to users outside the message layer, a message
//                                   missing from a shipped language, a translation no code uses, an ICU
//                                   error, or a translation whose placeholders differ from the English
//
// A message's id is its English text. The ids are read from the code: t("…"), msg("…"), i18n._("…") and
// <Trans id="…">. A line (or the line above it) that says `i18n-ignore` is left out of the text check.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { parseSync, Visitor } from "oxc-parser";

// `--root DIR` reads another project's src/ (the check's own tests use a small one).
const rootFlag = process.argv.indexOf("--root");
const root =
  rootFlag > 0
    ? path.resolve(process.argv[rootFlag + 1])
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const i18nDir = path.join(root, "src/shared/i18n");
const catalogsDir = path.join(i18nDir, "catalogs");
const compiledDir = path.join(i18nDir, "compiled");
// The languages, read from their one definition (src/shared/i18n/locales.ts: LOCALES, English first).
const LOCALES = JSON.parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), "../src/shared/i18n/locales.ts"),
    "utf8",
  ).match(/export const LOCALES = (\[[^\]]*\])/)[1],
);
const SOURCE = LOCALES[0];

/** Props and object keys whose text a user reads. */
const TEXT_PROPS = new Set([
  "title",
  "placeholder",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "label",
  "description",
  "heading",
  "hint",
  "message",
  "error",
  "emptyText",
  "confirmLabel",
  "cancelLabel",
  "srLabel",
]);
/** Texts that read the same in every language: the product's name and the file formats' names. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  "Seatwise",
  "CSV",
  "PDF",
  "PNG",
  "JPEG",
  "WebP",
  "QR",
  "SVG",
  "URL",
  "HTML",
]);
const HAS_WORD = /\p{L}{2,}/u;
/** Files whose texts are for the operator, not for people using Seatwise: read at start-up, in the log. */
const OPERATOR_FILES = new Set(["src/server/env.ts"]);
const TRANSLATE_CALLEES = new Set(["t", "msg", "_"]);
/** Schema checks whose last argument is the message a user reads (zod). */
const SCHEMA_CHECKS = new Set([
  "min",
  "max",
  "length",
  "refine",
  "regex",
  "email",
  "int",
  "url",
  "positive",
  "nonnegative",
  "gte",
  "lte",
  "gt",
  "lt",
  "multipleOf",
  "nonempty",
]);
/** Constants that hold a feature's messages: GUEST_MESSAGES, SEARCH_TEXTS… */
const MESSAGE_CONSTANT = /_(MESSAGES|TEXTS|LABELS)$/;

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "node_modules" || entry.name === "test" || entry.name === "compiled") continue;
      walk(full, out);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function isUserText(value) {
  const text = value.replace(/\s+/g, " ").trim();
  return HAS_WORD.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text);
}

/** Reads the code: the message ids it uses, and the texts it shows outside the message layer. */
function readCode() {
  const ids = new Map(); // id → first "file:line"
  const usedIn = new Map(); // id → the files whose code uses it
  const imports = new Map(); // file → the files it imports (values, not types)
  const problems = [];
  for (const file of walk(path.join(root, "src"))) {
    const source = readFileSync(file, "utf8");
    const rel = path.relative(root, file);
    if (OPERATOR_FILES.has(rel)) continue;
    const lines = source.split("\n");
    const lineOf = (offset) => source.slice(0, offset).split("\n").length;
    const ignored = (offset) => {
      const line = lineOf(offset);
      return /i18n-ignore/.test(lines[line - 1] ?? "") || /i18n-ignore/.test(lines[line - 2] ?? "");
    };
    const report = (node, what) => {
      if (!ignored(node.start)) problems.push(`${rel}:${lineOf(node.start)}: ${what}`);
    };
    const use = (id, node) => {
      if (!ids.has(id)) ids.set(id, `${rel}:${lineOf(node.start)}`);
      usedIn.set(id, (usedIn.get(id) ?? new Set()).add(rel));
    };
    const imported = new Set();
    imports.set(rel, imported);
    const addImport = (node) => {
      const target = node.source && resolveImport(file, node.source.value);
      if (target && node.importKind !== "type" && node.exportKind !== "type") imported.add(target);
    };
    const addId = (node) => {
      if (node.type === "Literal" && typeof node.value === "string") {
        use(node.value, node);
      } else if (node.type === "TemplateLiteral" && node.expressions.length === 0) {
        use(node.quasis[0].value.cooked, node);
      } else if (node.type === "ConditionalExpression") {
        addId(node.consequent);
        addId(node.alternate);
      } else if (node.type === "TemplateLiteral") {
        report(
          node,
          'a message built from a template literal: use an ICU placeholder, t("… {name} …", { name })',
        );
      }
    };
    const isServer = rel.startsWith("src/server/");
    const { program, errors } = parseSync(file, source);
    if (errors.length) throw new Error(`${rel}: ${errors[0].message}`);
    const literalText = (node) =>
      node?.type === "Literal" && typeof node.value === "string"
        ? node.value
        : node?.type === "TemplateLiteral"
          ? node.quasis.map((q) => q.value.cooked).join(" ")
          : undefined;
    new Visitor({
      ImportDeclaration: addImport,
      ExportNamedDeclaration: addImport,
      ExportAllDeclaration: addImport,
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === "Identifier"
            ? callee.name
            : callee.type === "MemberExpression" && !callee.computed
              ? callee.property.name
              : undefined;
        if (name && TRANSLATE_CALLEES.has(name) && node.arguments[0]) addId(node.arguments[0]);
        const calleeText = source.slice(callee.start, callee.end);
        if (/^toast(\.\w+)?$/.test(calleeText)) {
          const text = literalText(node.arguments[0]);
          if (text !== undefined && isUserText(text))
            report(node, `toast text outside the message layer: ${JSON.stringify(text)}`);
        }
        if (
          name &&
          SCHEMA_CHECKS.has(name) &&
          callee.type === "MemberExpression" &&
          node.arguments.length > 0
        ) {
          const last = node.arguments[node.arguments.length - 1];
          const text = literalText(last);
          if (text !== undefined && /\s/.test(text.trim()) && isUserText(text))
            report(last, `schema message outside the message layer: ${JSON.stringify(text)}`);
        }
      },
      VariableDeclarator(node) {
        if (node.id.type !== "Identifier" || !MESSAGE_CONSTANT.test(node.id.name) || !node.init) return;
        const visitValue = (value) => {
          if (!value) return;
          if (value.type === "TSAsExpression" || value.type === "TSSatisfiesExpression")
            return visitValue(value.expression);
          if (value.type === "ObjectExpression") {
            for (const property of value.properties)
              if (property.type === "Property") visitValue(property.value);
            return;
          }
          if (value.type === "ArrowFunctionExpression") return visitValue(value.body);
          const text = literalText(value);
          if (text !== undefined && isUserText(text))
            report(value, `message outside the message layer: ${JSON.stringify(text)}`);
        };
        visitValue(node.init);
      },
      NewExpression(node) {
        if (node.callee.type === "Identifier" && node.callee.name === "AppError") {
          const text = literalText(node.arguments[1]);
          if (text !== undefined && isUserText(text))
            report(node, `error message outside the message layer: ${JSON.stringify(text)}`);
        }
      },
      JSXElement(node) {
        const opening = node.openingElement;
        if (opening.name.type === "JSXIdentifier" && opening.name.name === "Trans") {
          const id = opening.attributes.find((a) => a.type === "JSXAttribute" && a.name.name === "id");
          if (id?.value) addId(id.value.type === "JSXExpressionContainer" ? id.value.expression : id.value);
        }
      },
      JSXText(node) {
        if (isUserText(node.value))
          report(node, `text outside the message layer: ${JSON.stringify(node.value.trim())}`);
      },
      JSXExpressionContainer(node) {
        const text = literalText(node.expression);
        if (text !== undefined && isUserText(text) && node.expression.type === "Literal")
          report(node, `text outside the message layer: ${JSON.stringify(text)}`);
        if (node.expression.type === "TemplateLiteral" && isUserText(text ?? ""))
          report(node, `text outside the message layer: ${JSON.stringify(text)}`);
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : undefined;
        if (!name || !TEXT_PROPS.has(name)) return;
        const value = node.value?.type === "JSXExpressionContainer" ? node.value.expression : node.value;
        const text = literalText(value);
        if (text !== undefined && isUserText(text))
          report(node, `${name} outside the message layer: ${JSON.stringify(text)}`);
      },
      Property(node) {
        if (isServer) return;
        const key = node.key?.type === "Identifier" ? node.key.name : node.key?.value;
        if (!TEXT_PROPS.has(key)) return;
        const text = literalText(node.value);
        if (text !== undefined && isUserText(text))
          report(node, `${key} outside the message layer: ${JSON.stringify(text)}`);
      },
    }).visit(program);
  }
  return { ids, parts: messageParts(usedIn, imports), problems };
}

/**
 * The browser loads a language's catalog in parts: the core (every screen's shell, the shared messages, the
 * small screens) with the app, and a screen group's own messages with its route (src/web/app/router.tsx,
 * withMessages). A message used by one group only is in that group's part; any other is in the core.
 */
const PARTS = [
  ["marketing", /^src\/web\/features\/(marketing|blog)\//],
  ["auth", /^src\/web\/features\/(auth|onboarding)\//],
  ["admin", /^src\/web\/(features\/admin\/|app\/layouts\/admin-)/],
  ["guests", /^src\/web\/features\/guests\//],
  [
    "seating",
    /^src\/(web\/features\/(seating|auto-seat|tables)\/|web\/app\/routes\/seating\.tsx|shared\/auto-seat\/)/,
  ],
  ["print", /^src\/web\/features\/print\//],
  ["event", /^src\/web\/features\/(settings|share|appearance)\//],
  ["team", /^src\/web\/features\/team\//],
  ["history", /^src\/web\/(features|components|lib)\/history\//],
  ["checkin", /^src\/web\/features\/checkin\//],
];
/** The server has every message; its own (e-mails, refusals of its guards) never go to the browser, nor do
 * those of the pages it renders for the browser to show as they are (the public guest page, whose script
 * uses the words written in the page, and the renderer of the marketing and account pages). */
const SERVER = /^src\/(server\/|web\/guest-page\/|web\/app\/server-render\.tsx$)/;
const SHARED = /^src\/shared\//;
const partOf = (file) =>
  SERVER.test(file) ? "server" : (PARTS.find(([, pattern]) => pattern.test(file))?.[0] ?? "core");

/** The file a relative or `@/` import names, if it is one of the project's (src/). */
function resolveImport(from, specifier) {
  const base = specifier.startsWith("@/")
    ? path.join(root, "src", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return path.relative(root, candidate);
  return undefined;
}

/**
 * The parts of the app each message is used by. A file of the app is in its folder's part (PARTS; the core
 * otherwise). Shared code (src/shared) runs wherever it is imported, so its messages go with the parts of
 * the app's files that import it, directly or through other shared files: a schema only the guest list
 * imports ships with the guest list's part, one the dashboard's shell imports with the core. Shared code no
 * file of the app imports stays in the core.
 */
function messageParts(usedIn, imports) {
  const sharedParts = new Map(); // shared file → the parts that import it
  for (const [file, targets] of imports) {
    if (SHARED.test(file)) continue;
    const part = partOf(file);
    const visit = (target) => {
      if (!SHARED.test(target)) return;
      const seen = sharedParts.get(target) ?? new Set();
      if (seen.has(part)) return;
      sharedParts.set(target, seen.add(part));
      for (const next of imports.get(target) ?? []) visit(next);
    };
    for (const target of targets) visit(target);
  }
  const parts = new Map();
  for (const [id, files] of usedIn) {
    const used = new Set();
    for (const file of files)
      for (const part of SHARED.test(file) ? (sharedParts.get(file) ?? ["core"]) : [partOf(file)])
        used.add(part);
    parts.set(id, used);
  }
  return parts;
}
/** The browser part of a message: the one group that uses it, the core when several do, none when only the
 * server does. */
function browserPart(used) {
  const web = [...used].filter((part) => part !== "server");
  if (web.length === 0) return undefined;
  return web.length === 1 ? web[0] : "core";
}

/** Writes one compiled catalog as a module: parsed as one string (the fastest way to load a large object),
 * and typed by its own declaration rather than by the compiler reading every message. */
function writeCatalog(name, messages) {
  const file = path.join(compiledDir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.js`, `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`);
  writeFileSync(
    `${file}.d.ts`,
    'declare const messages: import("@lingui/core").Messages;\nexport default messages;\n',
  );
}

/** Every language's translations, merged from its catalog files (a message in two files must agree). */
function readCatalogs(problems) {
  const catalogs = {};
  for (const locale of LOCALES) {
    const merged = new Map();
    const dir = path.join(catalogsDir, locale);
    if (!existsSync(dir)) {
      catalogs[locale] = merged;
      continue;
    }
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      const file = path.join(dir, name);
      let data;
      try {
        data = JSON.parse(readFileSync(file, "utf8"));
      } catch (error) {
        problems.push(`${path.relative(root, file)}: not JSON (${error.message})`);
        continue;
      }
      for (const [id, translation] of Object.entries(data)) {
        const seen = merged.get(id);
        if (seen && seen.text !== translation)
          problems.push(`${locale}: ${JSON.stringify(id)} has two translations (${seen.file}, ${name})`);
        merged.set(id, { text: translation, file: name });
      }
    }
    catalogs[locale] = merged;
  }
  return catalogs;
}

/** The placeholders of a compiled message ({name}, {count, plural, …}). */
function placeholders(compiled, out = new Set()) {
  for (const token of compiled) {
    if (typeof token === "string") continue;
    const [name, , format] = token;
    if (name !== "#") out.add(name);
    if (format && typeof format === "object" && !Array.isArray(format))
      for (const [key, choice] of Object.entries(format))
        if (key !== "offset" && Array.isArray(choice)) placeholders(choice, out);
  }
  return out;
}

function build({ check }) {
  const { ids, parts, problems } = readCode();
  const catalogs = readCatalogs(problems);
  const sourceCompiled = new Map();
  for (const [id, where] of ids) {
    try {
      sourceCompiled.set(id, compileMessageOrThrow(id));
    } catch (error) {
      problems.push(`${where}: ${JSON.stringify(id)} is not a valid ICU message (${error.message})`);
      sourceCompiled.set(id, [id]);
    }
  }
  const missing = {};
  mkdirSync(compiledDir, { recursive: true });
  for (const locale of LOCALES) {
    const out = {};
    missing[locale] = 0;
    const catalog = catalogs[locale];
    for (const [id, compiled] of sourceCompiled) {
      const entry = locale === SOURCE ? undefined : catalog.get(id);
      if (locale !== SOURCE && (!entry || typeof entry.text !== "string" || entry.text.trim() === "")) {
        missing[locale]++;
        problems.push(`${locale}: missing ${JSON.stringify(id)} (${ids.get(id)})`);
      }
      if (!entry || typeof entry.text !== "string" || entry.text.trim() === "") {
        out[id] = compiled;
        continue;
      }
      try {
        const translated = compileMessageOrThrow(entry.text);
        const expected = placeholders(compiled);
        const got = placeholders(translated);
        const differs = [...got].some((p) => !expected.has(p)) || [...expected].some((p) => !got.has(p));
        if (differs)
          problems.push(
            `${locale}/${entry.file}: ${JSON.stringify(id)} has placeholders {${[...got].join(", ")}}, the English {${[...expected].join(", ")}}`,
          );
        out[id] = translated;
      } catch (error) {
        problems.push(
          `${locale}/${entry.file}: ${JSON.stringify(id)} is not a valid ICU message (${error.message})`,
        );
        out[id] = compiled;
      }
    }
    if (locale !== SOURCE)
      for (const [id, entry] of catalog)
        if (!ids.has(id)) problems.push(`${locale}/${entry.file}: ${JSON.stringify(id)} is used by no code`);
    // English needs only its messages with placeholders, plurals or selects: a plain text is its own id, and
    // the i18n answers a missing id with the id (src/shared/i18n/i18n.ts).
    const shipped = Object.entries(out).filter(
      ([id, compiled]) => locale !== SOURCE || !(compiled.length === 1 && compiled[0] === id),
    );
    // The server's and the page renderer's catalog: everything.
    writeCatalog(locale, Object.fromEntries(shipped));
    // The browser's: the core and each screen group's part (web/{locale} and web/{locale}-{part}).
    for (const part of ["core", ...PARTS.map(([name]) => name)]) {
      const inPart = shipped.filter(([id]) => browserPart(parts.get(id)) === part);
      writeCatalog(part === "core" ? `web/${locale}` : `web/${locale}-${part}`, Object.fromEntries(inPart));
    }
  }
  if (check) {
    for (const problem of problems) console.error(problem);
    const summary = LOCALES.filter((l) => l !== SOURCE)
      .map((l) => `${l} ${missing[l]} missing`)
      .join(", ");
    console.log(`i18n: ${ids.size} messages; ${summary}; ${problems.length} problem(s)`);
    if (problems.length) process.exit(1);
  }
}

const command = process.argv[2] ?? "compile";
if (command !== "compile" && command !== "check") {
  console.error("usage: node scripts/i18n.mjs compile|check");
  process.exit(2);
}
build({ check: command === "check" });
